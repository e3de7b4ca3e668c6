import {
  clampProgress,
  formatGoalValue,
  formatProgress,
  goalProgress,
  manualProgress,
  progressPercent,
  projectsProgress,
  subgoalsProgress,
  tasksProgress,
} from "@/lib/goals/progress";
import { isGoalClosed, GOAL_STATUSES } from "@/lib/goals/types";
import { goalValueIssue, hasAtMostDecimals, roundToDecimals } from "@/lib/goals/values";

const NBSP = "\u00a0";

describe("subgoalsProgress", () => {
  const plain = { weighted: false };

  it("averages the sub-goals' progress, no data counting as 0", () => {
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: 0.5 },
          { id: "b", progress: 1 },
          { id: "c", progress: 0 },
        ],
        plain,
      ),
    ).toBe(0.5);
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: null },
          { id: "b", progress: 1 },
        ],
        plain,
      ),
    ).toBe(0.5);
  });

  it("has no data without sub-goals", () => {
    expect(subgoalsProgress([], plain)).toBeNull();
    expect(subgoalsProgress([], { weighted: true, weights: { a: 2 } })).toBeNull();
  });

  it("weighs sub-goals by their weights, 1 for a sub-goal without one", () => {
    const subgoals = [
      { id: "a", progress: 1 },
      { id: "b", progress: 0 },
    ];
    expect(subgoalsProgress(subgoals, { weighted: true, weights: { a: 3, b: 1 } })).toBe(0.75);
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: 1 },
          { id: "c", progress: 0.5 },
        ],
        { weighted: true, weights: { a: 3 } },
      ),
    ).toBe(0.875);
    // Weights are ignored when the goal is not weighted.
    expect(subgoalsProgress(subgoals, { weighted: false, weights: { a: 3, b: 1 } })).toBe(0.5);
  });

  it("leaves out zero-weight sub-goals, and has no data when every weight is 0", () => {
    const subgoals = [
      { id: "a", progress: 1 },
      { id: "b", progress: 0.2 },
    ];
    expect(subgoalsProgress(subgoals, { weighted: true, weights: { a: 0, b: 1 } })).toBe(0.2);
    expect(subgoalsProgress(subgoals, { weighted: true, weights: { a: 0, b: 0 } })).toBeNull();
  });

  it("reads negative and non-finite weights as 0", () => {
    const subgoals = [
      { id: "a", progress: 1 },
      { id: "b", progress: 0.5 },
      { id: "c", progress: 0 },
    ];
    expect(subgoalsProgress(subgoals, { weighted: true, weights: { a: -2, b: 1, c: Number.NaN } })).toBe(0.5);
  });

  it("leaves out dropped sub-goals but counts archived ones", () => {
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: 1, status: "on-track" },
          { id: "b", progress: 0, status: "dropped" },
        ],
        plain,
      ),
    ).toBe(1);
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: 1, status: "archived" },
          { id: "b", progress: 0, status: "at-risk" },
        ],
        plain,
      ),
    ).toBe(0.5);
    expect(subgoalsProgress([{ id: "b", progress: 0.4, status: "dropped" }], plain)).toBeNull();
  });

  it("clamps a sub-goal's progress into [0, 1]", () => {
    expect(
      subgoalsProgress(
        [
          { id: "a", progress: 1.5 },
          { id: "b", progress: -1 },
        ],
        plain,
      ),
    ).toBe(0.5);
  });
});

describe("projectsProgress and tasksProgress", () => {
  it("pool the done tasks of every module rather than averaging their shares", () => {
    expect(
      projectsProgress([
        { done: 3, total: 4 },
        { done: 1, total: 6 },
      ]),
    ).toBe(0.4);
    expect(
      projectsProgress([
        { done: 2, total: 2 },
        { done: 0, total: 0 },
      ]),
    ).toBe(1);
  });

  it("have no data without tasks, and sanitise impossible counts", () => {
    expect(projectsProgress([])).toBeNull();
    expect(projectsProgress([{ done: 0, total: 0 }])).toBeNull();
    expect(projectsProgress([{ done: 5, total: 3 }])).toBe(1);
    expect(projectsProgress([{ done: -1, total: 2 }])).toBe(0);
    expect(projectsProgress([{ done: 1, total: -4 }])).toBeNull();
  });

  it("count a chosen set of tasks done over total", () => {
    expect(
      tasksProgress([
        { status: "done" },
        { status: "work-in-progress" },
        { status: "todo" },
        { status: "done" },
      ]),
    ).toBe(0.5);
    expect(tasksProgress([{ status: "todo" }])).toBe(0);
    expect(tasksProgress([])).toBeNull();
  });
});

describe("manualProgress", () => {
  it("measures the way from start to target, clamped", () => {
    expect(manualProgress({ startingValue: 0, targetValue: 200, currentValue: 50 })).toBe(0.25);
    expect(manualProgress({ startingValue: 10, targetValue: 40, currentValue: 25 })).toBe(0.5);
    expect(manualProgress({ startingValue: 0, targetValue: 200, currentValue: 250 })).toBe(1);
    expect(manualProgress({ startingValue: 10, targetValue: 40, currentValue: 5 })).toBe(0);
  });

  it("handles decreasing goals (target below start)", () => {
    expect(manualProgress({ startingValue: 100, targetValue: 20, currentValue: 60 })).toBe(0.5);
    expect(manualProgress({ startingValue: 100, targetValue: 20, currentValue: 80 })).toBe(0.25);
    expect(manualProgress({ startingValue: 100, targetValue: 20, currentValue: 10 })).toBe(1);
    expect(manualProgress({ startingValue: 100, targetValue: 20, currentValue: 120 })).toBe(0);
  });

  it("is done when start equals target only while the current value is the target", () => {
    expect(manualProgress({ startingValue: 50, targetValue: 50, currentValue: 50 })).toBe(1);
    expect(manualProgress({ startingValue: 50, targetValue: 50, currentValue: 49 })).toBe(0);
    expect(manualProgress({ startingValue: 50, targetValue: 50, currentValue: 51 })).toBe(0);
    expect(manualProgress({ startingValue: 0, targetValue: 0, currentValue: 0 })).toBe(1);
  });

  it("keeps progress unrounded", () => {
    expect(manualProgress({ startingValue: 0, targetValue: 3, currentValue: 1 })).toBe(1 / 3);
  });
});

describe("goalProgress", () => {
  it("computes each source from its data", () => {
    expect(goalProgress({ source: "manual", startingValue: 0, targetValue: 4, currentValue: 1 })).toBe(0.25);
    expect(goalProgress({ source: "tasks", tasks: [{ status: "done" }, { status: "todo" }] })).toBe(0.5);
    expect(goalProgress({ source: "projects", modules: [{ done: 1, total: 4 }] })).toBe(0.25);
    expect(
      goalProgress({
        source: "subgoals",
        weighted: true,
        weights: { a: 1, b: 3 },
        subgoals: [
          { id: "a", progress: 1 },
          { id: "b", progress: 0 },
        ],
      }),
    ).toBe(0.25);
    expect(goalProgress({ source: "subgoals", weighted: false, subgoals: [] })).toBeNull();
  });

  it("clamps fractions, NaN to 0", () => {
    expect([clampProgress(-0.1), clampProgress(0.3), clampProgress(2), clampProgress(Number.NaN)]).toEqual([
      0, 0.3, 1, 0,
    ]);
  });
});

describe("progressPercent and formatProgress", () => {
  it("round the percent by the goal's decimals, on the decimal value", () => {
    expect(progressPercent(2 / 3, 0)).toBe(67);
    expect(progressPercent(2 / 3, 1)).toBe(66.7);
    expect(progressPercent(1 / 3, 3)).toBe(33.333);
    // 57 / 200 * 100 is 28.499999999999996 in binary; the shown value is 29.
    expect(progressPercent(57 / 200, 0)).toBe(29);
    expect(progressPercent(0.285, 1)).toBe(28.5);
    expect(progressPercent(0.0012345, 2)).toBe(0.12);
    expect(progressPercent(null, 2)).toBe(0);
    expect(progressPercent(1.2, 0)).toBe(100);
  });

  it("write the percent with exactly the goal's decimals in the viewer's language", () => {
    expect(formatProgress(2 / 3, 1, "en")).toBe("66.7%");
    expect(formatProgress(2 / 3, 1, "es")).toBe(`66,7${NBSP}%`);
    expect(formatProgress(0.5, 2, "en")).toBe("50.00%");
    expect(formatProgress(0.5, 0, "en")).toBe("50%");
    expect(formatProgress(null, 0, "en")).toBe("0%");
    expect(formatProgress(57 / 200, 0, "en")).toBe("29%");
  });
});

describe("formatGoalValue", () => {
  it("writes percent values as percents", () => {
    expect(formatGoalValue(45, { measurement: "percent", decimals: 0 }, "en")).toBe("45%");
    expect(formatGoalValue(45, { measurement: "percent", decimals: 2 }, "en")).toBe("45.00%");
    expect(formatGoalValue(45, { measurement: "percent", decimals: 1 }, "es")).toBe(`45,0${NBSP}%`);
  });

  it("writes currencies with their sign and the goal's decimals", () => {
    expect(formatGoalValue(1234.5, { measurement: "usd", decimals: 2 }, "en-US")).toBe("$1,234.50");
    expect(formatGoalValue(1234.5, { measurement: "usd", decimals: 0 }, "en-US")).toBe("$1,235");
    expect(formatGoalValue(1234.5, { measurement: "eur", decimals: 2 }, "en")).toBe("€1,234.50");
    expect(formatGoalValue(1234.5, { measurement: "eur", decimals: 2 }, "es")).toBe(`1234,50${NBSP}€`);
    expect(formatGoalValue(1234567.5, { measurement: "usd", decimals: 2 }, "es")).toBe(
      `1.234.567,50${NBSP}US$`,
    );
    expect(formatGoalValue(1234.5, { measurement: "aud", decimals: 2 }, "en-US")).toBe("A$1,234.50");
    expect(formatGoalValue(1234.5, { measurement: "aud", decimals: 3 }, "en-US")).toBe("A$1,234.500");
    expect(formatGoalValue(1234.5, { measurement: "aud", decimals: 2 }, "en-AU")).toBe("$1,234.50");
  });

  it("writes plain numbers rounded half away from zero on their decimal value", () => {
    expect(formatGoalValue(1.005, { measurement: "number", decimals: 2 }, "en")).toBe("1.01");
    expect(formatGoalValue(2.5, { measurement: "number", decimals: 0 }, "en")).toBe("3");
    expect(formatGoalValue(1234567.891, { measurement: "number", decimals: 1 }, "en")).toBe("1,234,567.9");
    expect(formatGoalValue(1234567.5, { measurement: "number", decimals: 3 }, "es")).toBe("1.234.567,500");
    expect(formatGoalValue(0.125, { measurement: "number", decimals: 3 }, "en")).toBe("0.125");
  });
});

describe("values", () => {
  it("round to decimals half away from zero, on the decimal text", () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(2.675, 2)).toBe(2.68);
    expect(roundToDecimals(1.45, 1)).toBe(1.5);
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
    expect(roundToDecimals(-0.001, 2)).toBe(0);
    expect(roundToDecimals(123.456, 0)).toBe(123);
    expect(roundToDecimals(1e-7, 3)).toBe(0);
    expect(roundToDecimals(5e-7, 6)).toBe(0.000001);
    expect(roundToDecimals(1e21, 2)).toBe(1e21);
    expect(roundToDecimals(Number.NaN, 2)).toBeNaN();
  });

  it("know whether a value has at most so many decimals", () => {
    expect(hasAtMostDecimals(12.5, 1)).toBe(true);
    expect(hasAtMostDecimals(12.55, 1)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 1)).toBe(true);
    expect(hasAtMostDecimals(12, 0)).toBe(true);
    expect(hasAtMostDecimals(12.001, 2)).toBe(false);
    expect(hasAtMostDecimals(999_999_999_999.999, 3)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 3)).toBe(false);
  });

  it("take percent values as whole numbers from 0 to 100", () => {
    const percent = { measurement: "percent", decimals: 2 } as const;
    expect([0, 1, 100].map((value) => goalValueIssue(value, percent))).toEqual([null, null, null]);
    expect([101, 50.5, -1, Number.NaN, "5"].map((value) => goalValueIssue(value, percent))).toEqual(
      Array(5).fill("validation.goalPercentInvalid"),
    );
  });

  it("take other values from 0 to a trillion with at most the goal's decimals", () => {
    const usd = { measurement: "usd", decimals: 2 } as const;
    expect(goalValueIssue(0, usd)).toBeNull();
    expect(goalValueIssue(12.34, usd)).toBeNull();
    expect(goalValueIssue(1e12, usd)).toBeNull();
    expect(goalValueIssue(1e12 + 1, usd)).toBe("validation.goalValueTooHigh");
    expect(goalValueIssue(12.345, usd)).toBe("validation.goalValueDecimals");
    expect(goalValueIssue(-0.5, usd)).toBe("validation.goalValueInvalid");
    expect(goalValueIssue(Infinity, usd)).toBe("validation.goalValueInvalid");
    expect(goalValueIssue(3.5, { measurement: "number", decimals: 0 })).toBe("validation.goalValueDecimals");
    expect(goalValueIssue(150, { measurement: "number", decimals: 0 })).toBeNull();
  });
});

describe("statuses", () => {
  it("close archived and dropped goals only", () => {
    expect(GOAL_STATUSES.filter(isGoalClosed)).toEqual(["archived", "dropped"]);
  });
});
