import { inboxFiltersQuery, parseInboxFilters } from "@/lib/inbox/filters";
import { applyInboxEvent, type InboxItem, type InboxState } from "@/lib/inbox/inbox-state";

const item = (id: string, readAt: string | null = null): InboxItem => ({
  id,
  kind: "task.assigned",
  params: { taskKey: "WP-1", taskTitle: "Ship" },
  actor: { id: "a".repeat(24), name: "Adam", image: null },
  link: "/projects",
  readAt,
  createdAt: "2026-11-24T10:00:00.000Z",
});

const loaded = (items: InboxItem[], count: number): InboxState => ({
  count,
  items,
  nextCursor: null,
  loaded: true,
});

describe("the inbox state", () => {
  it("counts and lists a new notification once, and only lists it once the popover has loaded", () => {
    const state = applyInboxEvent(loaded([item("b")], 1), { type: "created", item: item("a") });
    expect(state.count).toBe(2);
    expect(state.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(applyInboxEvent(state, { type: "created", item: item("a") })).toBe(state);
    const unloaded = applyInboxEvent(
      { count: 0, items: [], nextCursor: null, loaded: false },
      {
        type: "created",
        item: item("a"),
      },
    );
    expect(unloaded).toMatchObject({ count: 1, items: [] });
    expect(
      applyInboxEvent(
        { count: null, items: [], nextCursor: null, loaded: false },
        { type: "created", item: item("x") },
      ).count,
    ).toBeNull();
  });

  it("marks read and unread, trusting the server's count when it has one", () => {
    const start = loaded([item("a"), item("b"), item("c", "2026-11-24T11:00:00.000Z")], 2);
    const one = applyInboxEvent(start, { type: "read", ids: ["a"], unread: null });
    expect(one.count).toBe(1);
    expect(one.items[0]?.readAt).not.toBeNull();
    expect(applyInboxEvent(one, { type: "read", ids: ["a"], unread: null }).count).toBe(1);
    const again = applyInboxEvent(one, { type: "read", ids: ["c"], unread: null, read: false });
    expect(again.count).toBe(2);
    expect(again.items[2]?.readAt).toBeNull();
    const all = applyInboxEvent(again, { type: "read", ids: "all", unread: 0 });
    expect(all.count).toBe(0);
    expect(all.items.every((i) => i.readAt !== null)).toBe(true);
    expect(applyInboxEvent(start, { type: "read", ids: ["zz"], unread: 7 }).count).toBe(7);
  });

  it("appends pages without repeating an item", () => {
    const first = applyInboxEvent(
      { count: 3, items: [], nextCursor: null, loaded: false },
      {
        type: "loaded",
        items: [item("a"), item("b")],
        nextCursor: "c1",
        append: false,
      },
    );
    const more = applyInboxEvent(first, {
      type: "loaded",
      items: [item("b"), item("c")],
      nextCursor: null,
      append: true,
    });
    expect(more.items.map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(more).toMatchObject({ loaded: true, nextCursor: null });
  });
});

describe("the /notifications filters", () => {
  it("reads the URL, falling back to everything for unknown values", () => {
    expect(parseInboxFilters({ filter: "unread", kind: "task.mentioned" })).toEqual({
      unread: true,
      kind: "task.mentioned",
    });
    expect(parseInboxFilters({ filter: "nope", kind: "task.exploded" })).toEqual({
      unread: false,
      kind: null,
    });
    expect(parseInboxFilters({ filter: ["unread"], kind: ["task.assigned"] })).toEqual({
      unread: false,
      kind: null,
    });
    expect(inboxFiltersQuery({ unread: true, kind: "task.overdue" })).toBe(
      "?filter=unread&kind=task.overdue",
    );
    expect(inboxFiltersQuery({ unread: false, kind: null })).toBe("");
  });
});
