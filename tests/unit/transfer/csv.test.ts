import Papa from "papaparse";
import { escapeCsvFormula, subtasksCell } from "@/lib/transfer/csv";

/**
 * CSV cells a spreadsheet would run as a formula get a leading apostrophe: first character =, +, -, @,
 * tab or carriage return, whatever follows (papaparse's escapeFormulae missed cells with a line break).
 */

describe("escapeCsvFormula", () => {
  it.each(["=1+1", "+cmd", "-2+3", "@SUM(A1)", "\t=1", "\r=1", "=HYPERLINK(\"https://evil.example\")\nsecond line", "=1\r\n2", "@Bo: hi\nthere"].map((c) => [JSON.stringify(c), c]))(
    "escapes %s",
    (_shown, cell) => {
      expect(escapeCsvFormula(cell)).toBe(`'${cell}`);
    },
  );

  it("leaves every other cell as it is (a formula character later in the cell or line, spaces, numbers, empty)", () => {
    for (const cell of ["", "Buy milk", " =1", "a=b", "3", "2026-12-01T08:00:00.000Z", "'=already", "\n=1", "Bo: hi\n=2"]) expect(escapeCsvFormula(cell)).toBe(cell);
  });

  it("escapes a cell with a line break where papaparse's own escaping did not", () => {
    const cells = ["=1+1\nsecond line", "@cmd\r\nx"];
    expect(Papa.unparse([cells], { escapeFormulae: true })).toBe('"=1+1\nsecond line","@cmd\r\nx"'); // the gap this closes
    expect(Papa.parse<string[]>(Papa.unparse([cells.map(escapeCsvFormula)])).data[0]).toEqual(["'=1+1\nsecond line", "'@cmd\r\nx"]);
  });
});

describe("subtasksCell", () => {
  it("writes the checklist in its order, '[x]' for a done step and '[ ]' for an open one, joined by '; '", () => {
    expect(subtasksCell([])).toBe("");
    expect(subtasksCell([{ id: "a", title: "Book", done: true }])).toBe("[x] Book");
    expect(subtasksCell([{ id: "a", title: "Book", done: true }, { id: "b", title: 'Pack "light", fast', done: false }])).toBe('[x] Book; [ ] Pack "light", fast');
  });

  it("round-trips through the CSV writer and reader with its quotes and commas (RFC 4180)", () => {
    const cell = subtasksCell([{ id: "a", title: 'Say "hi", then go', done: false }]);
    expect(Papa.unparse([[cell]])).toBe('"[ ] Say ""hi"", then go"');
    expect(Papa.parse<string[]>(Papa.unparse([[cell]])).data[0]).toEqual([cell]);
  });
});
