import { EMPTY_GOAL_FORM, goalFormBody, goalFormErrors } from "@/lib/client/goals/goal-form";

const OWNER = "e".repeat(24);

describe("add-goal form", () => {
  it("requires a title with the §5 message", () => {
    expect(goalFormErrors(EMPTY_GOAL_FORM)).toEqual({ title: "validation.itemTitleRequired" });
    expect(goalFormErrors({ ...EMPTY_GOAL_FORM, title: "   " })).toEqual({
      title: "validation.itemTitleRequired",
    });
  });

  it("sends trimmed text, the period once both days are chosen and an owner other than the creator", () => {
    expect(
      goalFormBody(
        { title: "  Grow  ", description: " ", period: ["2026-01-01", "2026-03-31"], ownerId: OWNER },
        "me",
      ),
    ).toEqual({ title: "Grow", timePeriod: { start: "2026-01-01", end: "2026-03-31" }, ownerId: OWNER });
    expect(
      goalFormBody({ title: "Grow", description: "Why", period: ["2026-01-01", null], ownerId: "me" }, "me"),
    ).toEqual({
      title: "Grow",
      description: "Why",
    });
  });

  it("reports an incomplete period, a reversed one and a long title on their fields", () => {
    expect(goalFormErrors({ ...EMPTY_GOAL_FORM, title: "x", period: ["2026-01-01", null] })).toEqual({
      period: "goals.form.periodIncomplete",
    });
    expect(goalFormErrors({ ...EMPTY_GOAL_FORM, title: "x", period: ["2026-02-01", "2026-01-01"] })).toEqual({
      period: "validation.goalPeriodInvalid",
    });
    expect(goalFormErrors({ ...EMPTY_GOAL_FORM, title: "x".repeat(201) })).toEqual({
      title: "validation.goalTitleTooLong",
    });
    expect(goalFormErrors({ ...EMPTY_GOAL_FORM, title: "x", ownerId: "nope" })).toEqual({
      ownerId: "validation.invalidId",
    });
  });
});
