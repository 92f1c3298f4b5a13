import { originalSpan, rewrite } from "@/lib/parse/mapped-text";
import { normalize } from "@/lib/parse/normalize";

describe("normalize", () => {
  it.each([
    ["call mom tmrw at 5", "call mom tomorrow at 5"],
    ["gym 2moro", "gym tomorrow"],
    ["send deck by eod", "send deck by end of day"],
    ["report eow", "report end of week"],
    ["expenses EOM", "expenses end of month"],
    ["review in 2 wks", "review in 2 weeks"],
    ["pilates weds", "pilates wednesday"],
    ["quiz tues", "quiz tuesday"],
    ["footy this arvo", "footy this afternoon"],
    ["meet tonite", "meet tonight"],
    ["call @ 5pm", "call at 5pm"],
    ["dinner 8ish", "dinner 8"],
    ["clean the garage in a fortnight", "clean the garage in 14 days"],
    ["visit day after tmrw", "visit in 2 days"],
    ["retro next week on Thursday", "retro Thursday next week"],
    ["call plumber first thing tomorrow", "call plumber tomorrow morning"],
    ["water garden at sunset", "water garden at evening"],
  ])("%s -> %s", (input, output) => {
    expect(normalize(input).text).toBe(output);
  });

  it("reads lowercase 'tom' as tomorrow only where a date fits", () => {
    expect(normalize("pick up cake tom at 4").text).toBe("pick up cake tomorrow at 4");
    expect(normalize("finish it by tom").text).toBe("finish it by tomorrow");
    expect(normalize("Call Tom tomorrow").text).toBe("Call Tom tomorrow");
    expect(normalize("call tom about the car").text).toBe("call tom about the car");
    expect(normalize("Ask Tod about the lease").text).toBe("Ask Tod about the lease");
  });

  it("maps spans of the rewritten text back to the user's text", () => {
    const source = "Email Bob tmrw at 10";
    const mapped = normalize(source);
    const start = mapped.text.indexOf("tomorrow");
    expect(originalSpan(mapped, start, start + "tomorrow at 10".length)).toEqual([10, 20]);
    // A span that ends inside a replacement covers all of the original shorthand.
    expect(originalSpan(mapped, start, start + 3)).toEqual([10, 14]);
    expect(source.slice(...originalSpan(mapped, 0, 5))).toBe("Email");
  });

  it("keeps the first of overlapping rewrites", () => {
    const mapped = rewrite("abcdef", [
      { pattern: /bcd/g, replace: () => "X" },
      { pattern: /cde/g, replace: () => "Y" },
    ]);
    expect(mapped.text).toBe("aXef");
  });
});
