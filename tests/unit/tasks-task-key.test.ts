import {
  DEFAULT_KEY_PREFIX,
  formatTaskKey,
  isTaskIdLike,
  keyPrefix,
  parseTaskKey,
} from "@/lib/tasks/task-key";

describe("keyPrefix", () => {
  it("uses the initials of several words", () => {
    expect(keyPrefix("Task Management")).toBe("TM");
    expect(keyPrefix("marketing site redesign")).toBe("MSR");
    expect(keyPrefix("one-two_three.four five")).toBe("OTTFF");
  });

  it("stops at five initials", () => {
    expect(keyPrefix("a b c d e f g")).toBe("ABCDE");
  });

  it("uses the first three letters of a single word", () => {
    expect(keyPrefix("Marketing")).toBe("MAR");
    expect(keyPrefix("ux")).toBe("UX");
    expect(keyPrefix("  Ops  ")).toBe("OPS");
  });

  it("drops accents, digits and other scripts", () => {
    expect(keyPrefix("Équipe Été")).toBe("EE");
    expect(keyPrefix("Q3 Plan")).toBe("QP");
    expect(keyPrefix("2024 Roadmap")).toBe("ROA");
    expect(keyPrefix("Задачи Team")).toBe("TEA");
  });

  it("falls back to TASK when fewer than two letters remain", () => {
    expect(DEFAULT_KEY_PREFIX).toBe("TASK");
    expect(keyPrefix("")).toBe("TASK");
    expect(keyPrefix("   ")).toBe("TASK");
    expect(keyPrefix("X")).toBe("TASK");
    expect(keyPrefix("2025")).toBe("TASK");
    expect(keyPrefix("Задачи")).toBe("TASK");
    expect(keyPrefix("🚀")).toBe("TASK");
  });
});

describe("formatTaskKey and parseTaskKey", () => {
  it("formats prefix and number", () => {
    expect(formatTaskKey("ABC", 12)).toBe("ABC-12");
    expect(formatTaskKey("TASK", 1)).toBe("TASK-1");
  });

  it("refuses bad prefixes and numbers", () => {
    expect(() => formatTaskKey("abc", 1)).toThrow(RangeError);
    expect(() => formatTaskKey("A", 1)).toThrow(RangeError);
    expect(() => formatTaskKey("ABCDEF", 1)).toThrow(RangeError);
    expect(() => formatTaskKey("AB", 0)).toThrow(RangeError);
    expect(() => formatTaskKey("AB", 1.5)).toThrow(RangeError);
    expect(() => formatTaskKey("AB", Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it("parses what it formats", () => {
    for (const [prefix, n] of [
      ["AB", 1],
      ["TASK", 42],
      ["ABCDE", 999999],
    ] as const) {
      expect(parseTaskKey(formatTaskKey(prefix, n))).toEqual({ prefix, number: n });
    }
  });

  it("is case-insensitive and ignores surrounding spaces", () => {
    expect(parseTaskKey(" abc-7 ")).toEqual({ prefix: "ABC", number: 7 });
  });

  it("returns null for anything else", () => {
    for (const text of ["", "ABC", "ABC-", "ABC-0", "ABC-01", "A-1", "ABCDEF-1", "AB 1", "AB-1x", "1-AB"]) {
      expect(parseTaskKey(text)).toBeNull();
    }
    expect(parseTaskKey("AB-9999999999999999")).toBeNull();
  });
});

describe("isTaskIdLike", () => {
  it("accepts exactly 24 hex characters in either case", () => {
    expect(isTaskIdLike("65a1b2c3d4e5f60718293a4b")).toBe(true);
    expect(isTaskIdLike("65A1B2C3D4E5F60718293A4B")).toBe(true);
    expect(isTaskIdLike(" 65a1b2c3d4e5f60718293a4b\n")).toBe(true);
  });

  it("rejects other lengths, non-hex characters and text around an id", () => {
    expect(isTaskIdLike("")).toBe(false);
    expect(isTaskIdLike("65a1b2c3d4e5f60718293a4")).toBe(false);
    expect(isTaskIdLike("65a1b2c3d4e5f60718293a4b0")).toBe(false);
    expect(isTaskIdLike("65a1b2c3d4e5f60718293a4g")).toBe(false);
    expect(isTaskIdLike("fix 65a1b2c3d4e5f60718293a4b")).toBe(false);
    expect(isTaskIdLike("Write the weekly report!")).toBe(false);
  });
});
