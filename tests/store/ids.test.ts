import { newId } from "@/server/ids";

describe("newId", () => {
  it("makes ids Appwrite accepts as row ids: at most 36 of [a-zA-Z0-9_-], starting with a letter or digit", () => {
    for (let i = 0; i < 1000; i++) expect(newId()).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,35}$/);
  });

  it("does not repeat itself over 100,000 ids", () => {
    const ids = new Set(Array.from({ length: 100_000 }, newId));
    expect(ids.size).toBe(100_000);
  });
});
