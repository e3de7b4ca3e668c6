import { columnLetter, nextColumnName } from "@/modules/task-management/shared/column-letter";

describe("columnLetter", () => {
  it("runs A…Z, then AA…AZ, BA…, ZZ, AAA", () => {
    expect(columnLetter(0)).toBe("A");
    expect(columnLetter(1)).toBe("B");
    expect(columnLetter(25)).toBe("Z");
    expect(columnLetter(26)).toBe("AA");
    expect(columnLetter(27)).toBe("AB");
    expect(columnLetter(51)).toBe("AZ");
    expect(columnLetter(52)).toBe("BA");
    expect(columnLetter(701)).toBe("ZZ");
    expect(columnLetter(702)).toBe("AAA");
  });

  it("refuses negative or fractional positions", () => {
    expect(() => columnLetter(-1)).toThrow(RangeError);
    expect(() => columnLetter(1.5)).toThrow(RangeError);
  });
});

describe("nextColumnName", () => {
  const letters = (count: number) => Array.from({ length: count }, (_, i) => columnLetter(i));

  it("starts at A for a board without letter columns", () => {
    expect(nextColumnName([])).toBe("A");
    expect(nextColumnName(["To do", "In progress", "Done"])).toBe("A");
  });

  it("takes the next letter", () => {
    expect(nextColumnName(["A"])).toBe("B");
    expect(nextColumnName(["To do", "A", "B"])).toBe("C");
  });

  it("fills the first gap", () => {
    expect(nextColumnName(["B", "C"])).toBe("A");
    expect(nextColumnName(["A", "C"])).toBe("B");
  });

  it("continues with AA after Z, and AB after AA", () => {
    expect(nextColumnName(letters(26))).toBe("AA");
    expect(nextColumnName([...letters(26), "AA"])).toBe("AB");
    expect(nextColumnName(letters(52))).toBe("BA");
    expect(nextColumnName(letters(702))).toBe("AAA");
  });

  it("treats names trimmed and case-insensitively", () => {
    expect(nextColumnName(["a", " B "])).toBe("C");
  });

  it("ignores duplicates and non-letter names", () => {
    expect(nextColumnName(["A", "A", "A"])).toBe("B");
    expect(nextColumnName(["AA", "Backlog"])).toBe("A");
  });

  it("does not change its input", () => {
    const existing = ["A", "B"];
    nextColumnName(existing);
    expect(existing).toEqual(["A", "B"]);
  });
});
