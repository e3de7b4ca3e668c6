import {
  addedItems,
  cancelDraft,
  commitDraft,
  hasPendingDrafts,
  newDraft,
  persistedItems,
  removeItem,
  reopenItem,
  updateDraft,
  type DraftItem,
} from "@/modules/task-management/components/task-form/draft-items";

type Row = DraftItem & { isCompleted: boolean };
const row = (title: string) => newDraft({ isCompleted: false }, title) as Row;

describe("draft items (subtasks and checklist rows)", () => {
  it("adds a draft with a trimmed title", () => {
    const draft = row("  Write tests ");
    const { items, added } = commitDraft([draft], draft.key);
    expect(added).toBe(true);
    expect(items[0]).toMatchObject({ title: "Write tests", isAdded: true, savedTitle: "Write tests" });
    expect(items[0]?.error).toBeUndefined();
  });

  it("refuses a whitespace-only title before adding and keeps the draft", () => {
    const draft = row("   ");
    const { items, added } = commitDraft([draft], draft.key);
    expect(added).toBe(false);
    expect(items[0]).toMatchObject({ isAdded: false, error: "validation.itemTitleRequired" });
  });

  it("clears the error as soon as the draft changes", () => {
    const draft = row(" ");
    const refused = commitDraft([draft], draft.key).items;
    expect(updateDraft(refused, draft.key, { title: "x" })[0]?.error).toBeUndefined();
  });

  it("leaves other rows alone and does not re-add an added row", () => {
    const a = row("a");
    const b = row("b");
    const once = commitDraft([a, b], a.key).items;
    expect(once.map((item) => item.isAdded)).toEqual([true, false]);
    expect(commitDraft(once, a.key).added).toBe(false);
  });

  it("edit reopens an added row; cancel restores the saved title", () => {
    const a = row("first");
    const added = commitDraft([a], a.key).items;
    const reopened = updateDraft(reopenItem(added, a.key), a.key, { title: "changed" });
    expect(reopened[0]).toMatchObject({ isAdded: false, title: "changed", savedTitle: "first" });
    expect(cancelDraft(reopened, a.key)[0]).toMatchObject({ isAdded: true, title: "first" });
  });

  it("cancel drops a row that was never added", () => {
    const a = row("never");
    expect(cancelDraft([a], a.key)).toEqual([]);
  });

  it("removes a row", () => {
    const a = row("a");
    const b = row("b");
    expect(removeItem([a, b], a.key)).toEqual([b]);
  });

  it("persisted rows keep the saved title of a row being edited; added rows are only the added", () => {
    const a = row("one");
    const b = row("two");
    const c = row("draft");
    let items = commitDraft(commitDraft([a, b, c], a.key).items, b.key).items;
    items = updateDraft(reopenItem(items, b.key), b.key, { title: "two edited" });
    expect(persistedItems(items).map((item) => item.title)).toEqual(["one", "two"]);
    expect(addedItems(items).map((item) => item.title)).toEqual(["one"]);
  });

  it("pending drafts: typed and not added, or edited away from the saved title", () => {
    const a = row("");
    expect(hasPendingDrafts([a])).toBe(false);
    expect(hasPendingDrafts([{ ...a, title: "typed" }])).toBe(true);
    const added = commitDraft([{ ...a, title: "saved" }], a.key).items;
    expect(hasPendingDrafts(added)).toBe(false);
    expect(hasPendingDrafts(reopenItem(added, a.key))).toBe(false);
    expect(hasPendingDrafts(updateDraft(reopenItem(added, a.key), a.key, { title: "other" }))).toBe(true);
  });
});
