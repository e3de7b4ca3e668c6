import "server-only";
import { cachedAnswer, moduleAnswerCache } from "@/lib/server/cache/module-answers";

/**
 * Each node keeps the JSON of recently read folder pages (the "My files" tab without a search: a
 * folder's items in one sort and type filter, one page of them, with the folder and its crumbs) in
 * the platform's module answer cache (lib/server/cache/module-answers.ts). A page is keyed by its
 * reader as well (each item says whether the reader starred it), and answered from memory only while
 * no change of the module (`file-management.items`, which also drives the open views: uploads,
 * folders, renames, moves, the trash, versions, thumbnails and stars all send one) has committed since
 * it was read, on this node or another, and for DRIVE_PAGE_TTL_MS at most (a person's new name).
 *
 * The module gate still runs for every request: the cache only saves reading and writing the page.
 */
export const DRIVE_PAGE_TTL_MS = 30_000;

const pages = () =>
  moduleAnswerCache("file-management-pages", {
    event: "file-management.items",
    ttlMs: DRIVE_PAGE_TTL_MS,
    maxChars: 32 * 1024 * 1024,
    maxEntries: 4_000,
  });

/** The page of `key` from memory while the module is unchanged, else `read()`'s. */
export function cachedDrivePage(moduleId: string, key: string, read: () => Promise<string>): Promise<string> {
  return cachedAnswer(pages(), moduleId, key, read);
}

/** What the cache holds (tests and diagnostics). */
export function drivePageCacheStats(): { entries: number; bytes: number } {
  return pages().stats();
}
