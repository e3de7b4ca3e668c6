import "server-only";
import { cachedAnswer, moduleAnswerCache } from "@/lib/server/cache/module-answers";

/**
 * Each node keeps the JSON of recently read record pages (a table, a view's sort, filter and search,
 * an offset and a limit) in the platform's module answer cache (lib/server/cache/module-answers.ts):
 * a page reads the same for every reader of the module, and is answered from memory only while no
 * change of the module (`database-generator.changes`: records, columns, tables) has committed since
 * it was read, on this node or another, and for RECORD_PAGE_TTL_MS at most (a person's new name).
 *
 * The module gate still runs for every request: the cache only saves reading and writing the page.
 */
export const RECORD_PAGE_TTL_MS = 30_000;

const pages = () =>
  moduleAnswerCache("database-generator-pages", {
    event: "database-generator.changes",
    ttlMs: RECORD_PAGE_TTL_MS,
    maxChars: 64 * 1024 * 1024,
    maxEntries: 2_000,
  });

/** The page of `key` from memory while the module is unchanged, else `read()`'s. */
export function cachedRecordPage(
  moduleId: string,
  key: string,
  read: () => Promise<string>,
): Promise<string> {
  return cachedAnswer(pages(), moduleId, key, read);
}
