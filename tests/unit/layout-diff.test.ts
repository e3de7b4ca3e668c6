import {
  diffLayout,
  isEmptyBatch,
  matchCreatedIds,
  type LocalModule,
  type SavedModule,
} from "@/lib/modules/layout-diff";

const saved: SavedModule[] = [
  { id: "a", moduleId: "m1", name: "Tasks", x: 0, y: 0, w: 6, h: 10 },
  { id: "b", moduleId: "m2", name: "Chat", x: 6, y: 0, w: 4, h: 8 },
];
const local = (modules: SavedModule[]): LocalModule[] =>
  modules.map((entry) => ({ ...entry, key: entry.id }));

describe("diffLayout", () => {
  it("is empty when nothing changed", () => {
    const { batch, createdKeys } = diffLayout(saved, local(saved));
    expect(batch).toEqual({ create: [], delete: [], update: {} });
    expect(isEmptyBatch(batch)).toBe(true);
    expect(createdKeys).toEqual([]);
  });

  it("sends only the changed fields of moved and resized modules", () => {
    const next = local(saved);
    next[0] = { ...next[0]!, y: 8 };
    next[1] = { ...next[1]!, y: 0, w: 5, h: 9 };
    next[1]!.x = 6;
    const { batch } = diffLayout(saved, next);
    expect(batch.update).toEqual({ a: { y: 8 }, b: { w: 5, h: 9 } });
    expect(batch.create).toEqual([]);
    expect(batch.delete).toEqual([]);
    expect(isEmptyBatch(batch)).toBe(false);
  });

  it("sends a rename as a name-only update", () => {
    const next = local(saved);
    next[1] = { ...next[1]!, name: "Team chat" };
    expect(diffLayout(saved, next).batch.update).toEqual({ b: { name: "Team chat" } });
  });

  it("creates unsaved modules, in order, with their local keys", () => {
    const next: LocalModule[] = [
      ...local(saved),
      { key: "new-1", id: null, moduleId: "m3", name: "Forms", x: 0, y: 10, w: 4, h: 8 },
      { key: "new-2", id: null, moduleId: "m1", name: "Tasks", x: 4, y: 10, w: 6, h: 10 },
    ];
    const { batch, createdKeys } = diffLayout(saved, next);
    expect(batch.create).toEqual([
      { moduleId: "m3", name: "Forms", x: 0, y: 10, w: 4, h: 8 },
      { moduleId: "m1", name: "Tasks", x: 4, y: 10, w: 6, h: 10 },
    ]);
    expect(createdKeys).toEqual(["new-1", "new-2"]);
    expect(batch.update).toEqual({});
  });

  it("creates a module taken from the catalog without a name: its kind's title shows, translated", () => {
    const next: LocalModule[] = [
      ...local(saved),
      {
        key: "new-1",
        id: null,
        moduleId: "m3",
        name: "Time tracking",
        named: false,
        x: 0,
        y: 10,
        w: 4,
        h: 8,
      },
    ];
    expect(diffLayout(saved, next).batch.create).toEqual([{ moduleId: "m3", x: 0, y: 10, w: 4, h: 8 }]);
  });

  it("deletes saved modules that are gone, and forgets unsaved ones removed again", () => {
    const next = local(saved).filter((entry) => entry.id !== "a");
    const { batch } = diffLayout(saved, next);
    expect(batch).toEqual({ create: [], delete: ["a"], update: {} });
    // An unsaved module that is added and removed before saving produces nothing.
    expect(isEmptyBatch(diffLayout(saved, local(saved)).batch)).toBe(true);
  });

  it("combines creates, deletes and updates in one batch", () => {
    const next: LocalModule[] = [
      { ...local(saved)[1]!, x: 0 },
      { key: "tmp", id: null, moduleId: "m4", name: "Files", x: 4, y: 0, w: 4, h: 8 },
    ];
    expect(diffLayout(saved, next).batch).toEqual({
      create: [{ moduleId: "m4", name: "Files", x: 4, y: 0, w: 4, h: 8 }],
      delete: ["a"],
      update: { b: { x: 0 } },
    });
  });

  it("does not recreate a module whose id the saved grid no longer has", () => {
    const next: LocalModule[] = [
      ...local(saved),
      { key: "z", id: "z", moduleId: "m2", name: "Moved", x: 0, y: 20, w: 4, h: 8 },
    ];
    expect(isEmptyBatch(diffLayout(saved, next).batch)).toBe(true);
  });
});

describe("matchCreatedIds", () => {
  it("maps each create to the new module with the same catalog module and rectangle", () => {
    const next: LocalModule[] = [
      ...local(saved),
      { key: "k1", id: null, moduleId: "m3", name: "Forms", x: 0, y: 10, w: 4, h: 8 },
      { key: "k2", id: null, moduleId: "m3", name: "Forms", x: 4, y: 10, w: 4, h: 8 },
    ];
    const diff = diffLayout(saved, next);
    const after: SavedModule[] = [
      ...saved,
      // Someone else's module, added meanwhile with the same catalog module elsewhere.
      { id: "other", moduleId: "m3", name: "Forms", x: 8, y: 10, w: 4, h: 8 },
      { id: "n2", moduleId: "m3", name: "Forms", x: 4, y: 10, w: 4, h: 8 },
      { id: "n1", moduleId: "m3", name: "Forms", x: 0, y: 10, w: 4, h: 8 },
    ];
    expect(matchCreatedIds(diff, saved, after)).toEqual(
      new Map([
        ["k1", "n1"],
        ["k2", "n2"],
      ]),
    );
  });

  it("never maps to a module that was saved before, and leaves unmatched creates out", () => {
    const next: LocalModule[] = [
      ...local(saved),
      { key: "k1", id: null, moduleId: "m1", name: "Tasks", x: 0, y: 0, w: 6, h: 10 },
    ];
    const diff = diffLayout(saved, next);
    expect(matchCreatedIds(diff, saved, saved).size).toBe(0);
  });
});
