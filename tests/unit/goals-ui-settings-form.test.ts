import {
  parseDecimals,
  settingsBody,
  settingsErrors,
  settingsFormValues,
} from "@/lib/client/goals/settings-form";
import type { GoalDetail, SubGoalSummary } from "@/lib/goals/api";
import { progressSettingsSchema } from "@/lib/schemas/goals";

const A = "a".repeat(24);
const B = "b".repeat(24);
const P = "c".repeat(24);
const T = "d".repeat(24);

function subGoal(id: string, weight: number): SubGoalSummary {
  return {
    id,
    title: id,
    status: "on-track",
    owner: null,
    timePeriod: null,
    progress: null,
    source: "manual",
    measurement: "percent",
    decimals: 0,
    parentId: "x",
    subGoalCount: 0,
    updatedAt: "2026-01-01T00:00:00.000Z",
    weight,
  };
}

const goal: GoalDetail = {
  id: "x".repeat(24),
  title: "Goal",
  status: "on-track",
  owner: null,
  timePeriod: null,
  progress: 0.5,
  source: "subgoals",
  measurement: "usd",
  decimals: 2,
  parentId: null,
  subGoalCount: 2,
  updatedAt: "2026-01-01T00:00:00.000Z",
  description: null,
  members: [],
  parent: null,
  subGoals: [subGoal(A, 2), subGoal(B, 1)],
  reminder: "weekly",
  weighted: true,
  startingValue: 0,
  targetValue: 0,
  currentValue: 0,
  projects: [{ id: P, name: "P", done: 1, total: 2 }],
  tasks: [{ id: T, key: "T-1", title: "t", status: "todo", moduleId: "m" }],
  checkIns: [],
  nextReminderAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  rights: { edit: true, delete: true },
};

describe("progress settings form", () => {
  it("starts from the goal's settings, with a 0 → 100 manual range for a computed goal", () => {
    expect(settingsFormValues(goal)).toEqual({
      source: "subgoals",
      measurement: "usd",
      decimals: 2,
      reminder: "weekly",
      weighted: true,
      weights: { [A]: 2, [B]: 1 },
      projectIds: [P],
      taskIds: [T],
      startingValue: 0,
      targetValue: 100,
      currentValue: 0,
    });
    const manual = settingsFormValues({
      ...goal,
      source: "manual",
      startingValue: 5,
      targetValue: 50,
      currentValue: 20,
    });
    expect([manual.startingValue, manual.targetValue, manual.currentValue]).toEqual([5, 50, 20]);
  });

  it("sends only the chosen source's fields, which the schema accepts", () => {
    const values = settingsFormValues(goal);
    const bodies = [
      settingsBody(values, [A, B]),
      settingsBody({ ...values, weighted: false }, [A, B]),
      settingsBody({ ...values, source: "projects" }, [A, B]),
      settingsBody({ ...values, source: "tasks" }, [A, B]),
      settingsBody(
        { ...values, source: "manual", startingValue: 10, targetValue: 20.5, currentValue: 15 },
        [],
      ),
    ];
    expect(bodies.map((body) => Object.keys(body).sort())).toEqual([
      ["decimals", "measurement", "reminder", "source", "weighted", "weights"],
      ["decimals", "measurement", "reminder", "source", "weighted", "weights"],
      ["decimals", "measurement", "projectIds", "reminder", "source"],
      ["decimals", "measurement", "reminder", "source", "taskIds"],
      ["currentValue", "decimals", "measurement", "reminder", "source", "startingValue", "targetValue"],
    ]);
    for (const body of bodies) expect(progressSettingsSchema.safeParse(body).success).toBe(true);
    expect(bodies[0]).toMatchObject({ weights: { [A]: 2, [B]: 1 } });
    expect(bodies[1]).toMatchObject({ weighted: false, weights: {} });
  });

  it("weighs a sub-goal without a weight as 1 and drops weights of goals no longer linked", () => {
    const values = { ...settingsFormValues(goal), weights: { [A]: 3, gone: 9 } };
    expect(settingsBody(values, [A, B])).toMatchObject({ weights: { [A]: 3, [B]: 1 } });
  });

  it("reports empty and out-of-bounds values on their fields with the server's messages", () => {
    const values = settingsFormValues(goal);
    const issues = (body: Record<string, unknown>) => {
      const parsed = progressSettingsSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(
      settingsErrors(
        { ...values, source: "manual", measurement: "percent", currentValue: "", targetValue: 120 },
        [],
      ),
    ).toEqual({
      currentValue: "validation.goalValueInvalid",
      targetValue: "validation.goalPercentInvalid",
    });
    expect(
      settingsErrors(
        { ...values, source: "manual", measurement: "usd", decimals: 1, startingValue: 1.25 },
        [],
      ),
    ).toEqual({ startingValue: "validation.goalValueDecimals" });
    expect(settingsErrors({ ...values, source: "manual", measurement: "usd" }, [])).toEqual({});
    expect(issues(settingsBody({ ...values, source: "projects", projectIds: [] }, []))).toEqual([
      ["projectIds", "validation.goalProjectsInvalid"],
    ]);
    expect(issues(settingsBody({ ...values, weights: { [A]: "" } }, [A]))).toEqual([
      [`weights.${A}`, "validation.goalWeightInvalid"],
    ]);
  });

  it("reads the decimals choice", () => {
    expect(parseDecimals("0")).toBe(0);
    expect(parseDecimals("3")).toBe(3);
    expect(parseDecimals("4")).toBeNull();
    expect(parseDecimals(null)).toBeNull();
  });
});
