import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { liveFolder } from "./folders";
import { driveScope } from "./scope";

/**
 * POST …/items/conflicts: which of `names` the folder's live items already have (ignoring case), so
 * the page asks before an upload whether to keep both or add a version.
 */
export async function findConflicts(
  actor: Actor,
  moduleId: unknown,
  input: { parentId: string | null; names: string[] },
  locale: Locale = "en",
): Promise<{ taken: { name: string; kind: "folder" | "file"; id: string }[] }> {
  const scope = await driveScope(actor, moduleId, locale);
  const parent = input.parentId ? await liveFolder(scope.moduleId, input.parentId) : null;
  const lowered = [...new Set(input.names.map((name) => name.toLowerCase()))];
  const rows = await getDb().$queryRaw<{ id: string; name: string; kind: "folder" | "file" }[]>`
    SELECT "id", "name", "kind"::text AS "kind" FROM "DriveItem"
     WHERE "moduleId" = ${scope.moduleId} AND COALESCE("parentId", '') = ${parent?.id ?? ""}::bpchar
       AND "trashedAt" IS NULL AND lower("name") = ANY(${lowered}::text[])
     ORDER BY lower("name")`;
  return { taken: rows };
}
