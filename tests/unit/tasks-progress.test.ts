import { subtaskProgress } from "@/modules/task-management/shared/progress";

const DONE = "65a1b2c3d4e5f60718293a4b";
const TODO = "65a1b2c3d4e5f60718293a4c";

describe("subtaskProgress", () => {
  it("is 0 of 0 at 0% without subtasks", () => {
    expect(subtaskProgress([], DONE)).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it("counts subtasks whose status is the last column's id", () => {
    const subtasks = [{ status: DONE }, { status: TODO }, { status: DONE }, { status: "todo" }];
    expect(subtaskProgress(subtasks, DONE)).toEqual({ done: 2, total: 4, percent: 50 });
  });

  it("leaves drafts out of both counts; a missing isAdded counts as saved", () => {
    const subtasks = [
      { status: DONE, isAdded: true },
      { status: DONE, isAdded: false },
      { status: TODO },
      { status: DONE },
    ];
    expect(subtaskProgress(subtasks, DONE)).toEqual({ done: 2, total: 3, percent: 67 });
  });

  it("is 0% when only drafts exist", () => {
    expect(subtaskProgress([{ status: DONE, isAdded: false }], DONE)).toEqual({
      done: 0,
      total: 0,
      percent: 0,
    });
  });

  it("never counts subtasks without a status", () => {
    expect(subtaskProgress([{ status: null }, {}, { status: DONE }], DONE)).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
  });

  it("counts nothing as done without a last column id", () => {
    expect(subtaskProgress([{ status: "" }, { status: DONE }], "")).toEqual({
      done: 0,
      total: 2,
      percent: 0,
    });
  });

  it("rounds to whole percents and reaches 100", () => {
    expect(subtaskProgress([{ status: DONE }, { status: TODO }, { status: TODO }], DONE).percent).toBe(33);
    expect(subtaskProgress([{ status: DONE }, { status: DONE }, { status: TODO }], DONE).percent).toBe(67);
    expect(subtaskProgress([{ status: DONE }, { status: DONE }], DONE).percent).toBe(100);
    const many = [...Array.from({ length: 199 }, () => ({ status: DONE })), { status: TODO }];
    expect(subtaskProgress(many, DONE).percent).toBe(100); // 99.5 rounds up
  });

  it("compares ids exactly", () => {
    expect(subtaskProgress([{ status: DONE.toUpperCase() }], DONE).done).toBe(0);
  });
});
