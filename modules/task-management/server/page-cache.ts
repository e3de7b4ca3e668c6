import "server-only";
import {
  moduleAnswerCache,
  pendingCheck as answerPendingCheck,
  type PendingCheck as AnswerPendingCheck,
} from "@/lib/server/cache/module-answers";

/**
 * Each node keeps the JSON of recently read task pages (the board's column pages: no filters,
 * search or Me mode, so the text is the same for everyone who may read the module), keyed by the
 * page's query, in the platform's module answer cache (lib/server/cache/module-answers.ts): a page
 * is answered from memory only while no change of the module's tasks or columns (`task.events`,
 * which also drives the live board) has committed since it was read, on this node or another, and
 * for TASK_PAGE_TTL_MS at most.
 *
 * The module gate still runs for every request: the cache only saves reading and writing the page.
 */
export const TASK_PAGE_TTL_MS = 30_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 4_000;

const pages = () =>
  moduleAnswerCache("task-pages", {
    event: "task.events",
    ttlMs: TASK_PAGE_TTL_MS,
    maxChars: MAX_BYTES,
    maxEntries: MAX_ENTRIES,
  });

export type PendingCheck = AnswerPendingCheck;
export const pendingCheck = answerPendingCheck;

/** The module's current generation: take it before reading a page, give it back to storeTaskPage. */
export function taskPageGeneration(moduleId: string): number {
  return pages().generation(moduleId);
}

/** A stored page of the module still at its generation, or null. */
export function cachedTaskPage(moduleId: string, key: string, now = Date.now()): string | null {
  return pages().cached(moduleId, key, now);
}

/** cachedTaskPage, unless a change of the module is on its way to this node (then null). */
export function freshTaskPage(moduleId: string, key: string, pending?: PendingCheck): Promise<string | null> {
  return pages().fresh(moduleId, key, pending);
}

/** Stores a page read at `generation`, unless the module changed since (then the page may be stale). */
export function storeTaskPage(
  moduleId: string,
  key: string,
  generation: number,
  body: string,
  now = Date.now(),
): void {
  pages().store(moduleId, key, generation, body, now);
}

/** A committed change of the module's tasks or columns: its stored pages are stale. */
export function invalidateTaskPages(moduleId: string): void {
  pages().invalidate(moduleId);
}

/** What the cache holds (tests and diagnostics). */
export function taskPageCacheStats(): { entries: number; bytes: number } {
  return pages().stats();
}
