import { UndoSteps } from "@/modules/database-generator/components/grid/undo-steps";

describe("the grid's undo steps", () => {
  it("undo the newest change made, whichever the server saved last", () => {
    const steps = new UndoSteps<string>(20);
    const rename = steps.reserve();
    const tick = steps.reserve();
    // The tick is saved before the rename: Ctrl+Z still undoes the tick first.
    tick.fill("tick");
    rename.fill("rename");
    expect(steps.takeLast()).toBe("tick");
    expect(steps.takeLast()).toBe("rename");
    expect(steps.takeLast()).toBeNull();
  });

  it("forget refused changes, pass over ones still on their way, and keep the last `max`", () => {
    const steps = new UndoSteps<number>(2);
    const refused = steps.reserve();
    const saved = steps.reserve();
    saved.fill(1);
    refused.drop();
    const pending = steps.reserve();
    expect(steps.takeLast()).toBe(1);
    pending.fill(2);
    expect(steps.takeLast()).toBe(2);
    for (const n of [3, 4, 5]) steps.reserve().fill(n);
    expect([steps.takeLast(), steps.takeLast(), steps.takeLast()]).toEqual([5, 4, null]);
  });
});
