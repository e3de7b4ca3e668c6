// Subtask and checklist rows of the task forms (spec/work-management.md §4, §5): a row is a draft
// (isAdded false, an input) until Enter or Save adds it; an added row can go back to draft (Edit)
// or be deleted. Titles are checked before adding: whitespace only is refused.
import { itemTitleSchema } from "@/modules/task-management/schemas/tasks";

export interface DraftItem {
  /** Local key (React key, focus target); not an entity id. */
  key: string;
  title: string;
  isAdded: boolean;
  /** The title last added, kept while an added row is edited again; undefined for a new row. */
  savedTitle?: string;
  /** The message key of a refused title (validation.*), shown under the input. */
  error?: string;
}

let sequence = 0;
/** A fresh local key. */
export const draftKey = (): string => `draft-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export function newDraft<T extends object>(extra: T, title = ""): DraftItem & T {
  return { key: draftKey(), title, isAdded: false, ...extra };
}

export function updateDraft<I extends DraftItem>(items: readonly I[], key: string, patch: Partial<I>): I[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch, error: undefined } : item));
}

/**
 * Adds a draft: its title is validated (trimmed, not blank); on failure the row stays a draft with
 * `error` set. Returns the list and whether the row was added.
 */
export function commitDraft<I extends DraftItem>(
  items: readonly I[],
  key: string,
): { items: I[]; added: boolean } {
  let added = false;
  const next = items.map((item) => {
    if (item.key !== key || item.isAdded) return item;
    const parsed = itemTitleSchema.safeParse(item.title);
    if (!parsed.success)
      return { ...item, error: parsed.error.issues[0]?.message ?? "validation.itemTitleRequired" };
    added = true;
    return { ...item, title: parsed.data, isAdded: true, savedTitle: parsed.data, error: undefined };
  });
  return { items: next, added };
}

/** Edit: an added row becomes a draft again, keeping what was saved until it is added again. */
export function reopenItem<I extends DraftItem>(items: readonly I[], key: string): I[] {
  return items.map((item) => (item.key === key && item.isAdded ? { ...item, isAdded: false } : item));
}

/**
 * Cancel of a draft: a row that was added before returns to its saved title; a new row goes away.
 */
export function cancelDraft<I extends DraftItem>(items: readonly I[], key: string): I[] {
  return items.flatMap((item) => {
    if (item.key !== key || item.isAdded) return [item];
    if (item.savedTitle === undefined) return [];
    return [{ ...item, title: item.savedTitle, isAdded: true, error: undefined }];
  });
}

export function removeItem<I extends DraftItem>(items: readonly I[], key: string): I[] {
  return items.filter((item) => item.key !== key);
}

/** The rows as saved: added rows, and rows being edited again with the title they had. */
export function persistedItems<I extends DraftItem>(items: readonly I[]): I[] {
  return items.flatMap((item) => {
    if (item.isAdded) return [item];
    if (item.savedTitle !== undefined) return [{ ...item, title: item.savedTitle }];
    return [];
  });
}

/** Only the added rows (what a new task's form sends). */
export function addedItems<I extends DraftItem>(items: readonly I[]): I[] {
  return items.filter((item) => item.isAdded);
}

/** Some draft holds typed text that was not added (the leave guard asks before dropping it). */
export function hasPendingDrafts(items: readonly DraftItem[]): boolean {
  return items.some((item) => !item.isAdded && item.title.trim() !== (item.savedTitle ?? ""));
}
