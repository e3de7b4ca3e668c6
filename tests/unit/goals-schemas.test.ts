// The goals' input schemas: the message key and path of each rule, and what parsing makes of valid
// input (trimming, defaults, deduplication).
import type { GoalProgressSettings } from "@/lib/goals/types";
import {
  createGoalSchema,
  goalTitleSchema,
  progressSettingsSchema,
  progressUpdateSchema,
  progressUpdateSchemaFor,
  updateGoalSchema,
} from "@/lib/schemas/goals";
import * as z from "@/lib/zod";

const ID = "65a1b2c3d4e5f60718293a4b";
const OTHER = "65A1B2C3D4E5F60718293A4C";

/** Each issue as "path: message" (no path: the message alone). */
function issues(schema: z.ZodMiniType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
  );
}

function parsed<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe("createGoalSchema", () => {
  it("trims the title and makes new goals on track", () => {
    expect(parsed(createGoalSchema, { title: "  Grow revenue " })).toEqual({
      title: "Grow revenue",
      status: "on-track",
    });
  });

  it("requires a title: 'Title is required'", () => {
    expect(issues(createGoalSchema, {})).toEqual(["title: validation.itemTitleRequired"]);
    expect(issues(createGoalSchema, { title: "   " })).toEqual(["title: validation.itemTitleRequired"]);
    expect(issues(createGoalSchema, { title: 5 })).toEqual(["title: validation.itemTitleRequired"]);
    expect(issues(goalTitleSchema, "x".repeat(201))).toEqual(["validation.goalTitleTooLong"]);
    expect(issues(goalTitleSchema, ` ${"x".repeat(200)} `)).toEqual([]);
  });

  it("takes an optional description of at most 5000 characters", () => {
    expect(parsed(createGoalSchema, { title: "T", description: " Why " }).description).toBe("Why");
    expect(parsed(createGoalSchema, { title: "T", description: null }).description).toBeNull();
    expect(issues(createGoalSchema, { title: "T", description: "x".repeat(5001) })).toEqual([
      "description: validation.goalDescriptionTooLong",
    ]);
    expect(issues(createGoalSchema, { title: "T", description: 5 })).toEqual([
      "description: validation.goalDescriptionInvalid",
    ]);
  });

  it("takes a time period of real days whose end is not before its start", () => {
    const period = (start: unknown, end: unknown) =>
      issues(createGoalSchema, { title: "T", timePeriod: { start, end } });
    expect(period("2026-01-01", "2026-03-31")).toEqual([]);
    expect(period("2026-01-01", "2026-01-01")).toEqual([]);
    expect(period("2026-03-31", "2026-01-01")).toEqual(["timePeriod.end: validation.goalPeriodInvalid"]);
    expect(period("2026-01-01", "2026-02-30")).toEqual(["timePeriod.end: validation.reportDateInvalid"]);
    expect(period("01/01/2026", "2026-02-01")).toEqual(["timePeriod.start: validation.reportDateInvalid"]);
    expect(issues(createGoalSchema, { title: "T", timePeriod: "2026" })).toEqual([
      "timePeriod: validation.goalPeriodInvalid",
    ]);
    expect(parsed(createGoalSchema, { title: "T", timePeriod: null }).timePeriod).toBeNull();
  });

  it("takes the five statuses and an owner id", () => {
    for (const status of ["on-track", "at-risk", "off-track", "archived", "dropped"]) {
      expect(parsed(createGoalSchema, { title: "T", status }).status).toBe(status);
    }
    expect(issues(createGoalSchema, { title: "T", status: "done" })).toEqual([
      "status: validation.goalStatusInvalid",
    ]);
    expect(parsed(createGoalSchema, { title: "T", ownerId: OTHER }).ownerId).toBe(OTHER.toLowerCase());
    expect(issues(createGoalSchema, { title: "T", ownerId: "me" })).toEqual([
      "ownerId: validation.invalidId",
    ]);
  });
});

describe("updateGoalSchema", () => {
  it("needs something to change, and keeps each field's rule", () => {
    expect(issues(updateGoalSchema, {})).toEqual(["validation.nothingToUpdate"]);
    expect(issues(updateGoalSchema, { title: "" })).toEqual(["title: validation.itemTitleRequired"]);
    expect(parsed(updateGoalSchema, { status: "archived" })).toEqual({ status: "archived" });
    expect(parsed(updateGoalSchema, { description: null, timePeriod: null })).toEqual({
      description: null,
      timePeriod: null,
    });
    expect(issues(updateGoalSchema, { timePeriod: { start: "2026-02-01", end: "2026-01-31" } })).toEqual([
      "timePeriod.end: validation.goalPeriodInvalid",
    ]);
  });
});

describe("progressSettingsSchema", () => {
  it("fills the defaults of a manual goal, and matches the settings type", () => {
    const settings: GoalProgressSettings = parsed(progressSettingsSchema, {
      source: "manual",
      targetValue: 100,
      currentValue: 40,
    });
    expect(settings).toEqual({
      source: "manual",
      measurement: "percent",
      decimals: 0,
      reminder: "never",
      startingValue: 0,
      targetValue: 100,
      currentValue: 40,
    });
  });

  it("takes percent values as whole numbers from 0 to 100", () => {
    const manual = (values: object) => issues(progressSettingsSchema, { source: "manual", ...values });
    expect(manual({ targetValue: 100, currentValue: 0 })).toEqual([]);
    expect(manual({ targetValue: 101, currentValue: 50.5 })).toEqual([
      "targetValue: validation.goalPercentInvalid",
      "currentValue: validation.goalPercentInvalid",
    ]);
    expect(manual({ targetValue: 100, currentValue: -1 })).toEqual([
      "currentValue: validation.goalValueInvalid",
    ]);
    expect(manual({ targetValue: "100", currentValue: 1 })).toEqual([
      "targetValue: validation.goalValueInvalid",
    ]);
    expect(manual({ currentValue: 1 })).toEqual(["targetValue: validation.goalValueInvalid"]);
  });

  it("takes other measurements up to a trillion with at most the goal's decimals", () => {
    const usd = (values: object) =>
      issues(progressSettingsSchema, { source: "manual", measurement: "usd", decimals: 2, ...values });
    expect(usd({ startingValue: 0.5, targetValue: 1234.56, currentValue: 1e12 })).toEqual([]);
    expect(usd({ targetValue: 1234.567, currentValue: 0 })).toEqual([
      "targetValue: validation.goalValueDecimals",
    ]);
    expect(usd({ targetValue: 2e12, currentValue: 0 })).toEqual(["targetValue: validation.goalValueTooHigh"]);
    // A decreasing goal and a goal whose target is its start are both accepted.
    expect(usd({ startingValue: 500, targetValue: 100, currentValue: 300 })).toEqual([]);
    expect(usd({ startingValue: 100, targetValue: 100, currentValue: 100 })).toEqual([]);
    expect(
      issues(progressSettingsSchema, {
        source: "manual",
        measurement: "number",
        targetValue: 2.5,
        currentValue: 1,
      }),
    ).toEqual(["targetValue: validation.goalValueDecimals"]);
  });

  it("names bad formats, reminders and sources", () => {
    const base = { source: "manual", targetValue: 10, currentValue: 1 };
    expect(issues(progressSettingsSchema, { ...base, decimals: 4 })).toEqual([
      "decimals: validation.goalDecimalsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { ...base, decimals: 1.5 })).toEqual([
      "decimals: validation.goalDecimalsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { ...base, decimals: "2" })).toEqual([
      "decimals: validation.goalDecimalsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { ...base, measurement: "gbp" })).toEqual([
      "measurement: validation.goalMeasurementInvalid",
    ]);
    expect(issues(progressSettingsSchema, { ...base, reminder: "daily" })).toEqual([
      "reminder: validation.goalReminderInvalid",
    ]);
    expect(issues(progressSettingsSchema, { ...base, source: "okr" })).toEqual([
      "source: validation.goalSourceInvalid",
    ]);
    expect(issues(progressSettingsSchema, { targetValue: 10 })).toEqual([
      "source: validation.goalSourceInvalid",
    ]);
    expect(issues(progressSettingsSchema, null)).toEqual(["validation.goalSourceInvalid"]);
    expect(parsed(progressSettingsSchema, { ...base, decimals: 3, reminder: "quarterly" })).toMatchObject({
      decimals: 3,
      reminder: "quarterly",
    });
  });

  it("takes 1 to 100 projects and 1 to 500 tasks, each once", () => {
    expect(
      parsed(progressSettingsSchema, { source: "projects", projectIds: [ID, OTHER, ID.toUpperCase()] }),
    ).toEqual({
      source: "projects",
      measurement: "percent",
      decimals: 0,
      reminder: "never",
      projectIds: [ID, OTHER.toLowerCase()],
    });
    expect(issues(progressSettingsSchema, { source: "projects", projectIds: [] })).toEqual([
      "projectIds: validation.goalProjectsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { source: "projects" })).toEqual([
      "projectIds: validation.goalProjectsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { source: "projects", projectIds: Array(101).fill(ID) })).toEqual([
      "projectIds: validation.goalProjectsInvalid",
    ]);
    expect(issues(progressSettingsSchema, { source: "projects", projectIds: ["nope"] })).toEqual([
      "projectIds.0: validation.invalidId",
    ]);
    expect(parsed(progressSettingsSchema, { source: "tasks", taskIds: Array(500).fill(ID) })).toMatchObject({
      taskIds: [ID],
    });
    expect(issues(progressSettingsSchema, { source: "tasks", taskIds: Array(501).fill(ID) })).toEqual([
      "taskIds: validation.goalTasksInvalid",
    ]);
  });

  it("takes sub-goal weights from 0 to 1000", () => {
    expect(parsed(progressSettingsSchema, { source: "subgoals" })).toEqual({
      source: "subgoals",
      measurement: "percent",
      decimals: 0,
      reminder: "never",
      weighted: false,
      weights: {},
    });
    expect(
      parsed(progressSettingsSchema, {
        source: "subgoals",
        weighted: true,
        weights: { [OTHER]: 0, [ID]: 2.5 },
      }),
    ).toMatchObject({ weighted: true, weights: { [OTHER.toLowerCase()]: 0, [ID]: 2.5 } });
    expect(issues(progressSettingsSchema, { source: "subgoals", weights: { [ID]: -1 } })).toEqual([
      `weights.${ID}: validation.goalWeightInvalid`,
    ]);
    expect(issues(progressSettingsSchema, { source: "subgoals", weights: { [ID]: 1001 } })).toEqual([
      `weights.${ID}: validation.goalWeightInvalid`,
    ]);
    expect(issues(progressSettingsSchema, { source: "subgoals", weights: [] })).toEqual([
      "weights: validation.goalWeightInvalid",
    ]);
    expect(issues(progressSettingsSchema, { source: "subgoals", weighted: "yes" })).toEqual([
      "weighted: validation.goalWeightedInvalid",
    ]);
  });
});

describe("progress updates", () => {
  it("take a value of 0 or more and an optional trimmed note of at most 1000 characters", () => {
    expect(parsed(progressUpdateSchema, { value: 40 })).toEqual({ value: 40 });
    expect(parsed(progressUpdateSchema, { value: 0, note: "  on our way " })).toEqual({
      value: 0,
      note: "on our way",
    });
    expect(issues(progressUpdateSchema, { value: 1, note: "x".repeat(1001) })).toEqual([
      "note: validation.goalNoteTooLong",
    ]);
    expect(issues(progressUpdateSchema, { value: "40" })).toEqual(["value: validation.goalValueInvalid"]);
    expect(issues(progressUpdateSchema, { value: -1 })).toEqual(["value: validation.goalValueInvalid"]);
    expect(issues(progressUpdateSchema, {})).toEqual(["value: validation.goalValueInvalid"]);
  });

  it("apply the goal's own rules for the value", () => {
    const percent = progressUpdateSchemaFor({ measurement: "percent", decimals: 1 });
    expect(issues(percent, { value: 100 })).toEqual([]);
    expect(issues(percent, { value: 101 })).toEqual(["value: validation.goalPercentInvalid"]);
    expect(issues(percent, { value: 12.5 })).toEqual(["value: validation.goalPercentInvalid"]);
    expect(issues(percent, { value: -1 })).toEqual(["value: validation.goalValueInvalid"]);
    const eur = progressUpdateSchemaFor({ measurement: "eur", decimals: 2 });
    expect(issues(eur, { value: 10.55, note: "ok" })).toEqual([]);
    expect(issues(eur, { value: 10.555 })).toEqual(["value: validation.goalValueDecimals"]);
    expect(issues(eur, { value: 1e13 })).toEqual(["value: validation.goalValueTooHigh"]);
  });
});
