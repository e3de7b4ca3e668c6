import "server-only";
import { getDb } from "@/lib/server/db";
import type { TriggerDefinition } from "@/lib/server/automation/types";
import { textSetting } from "@/lib/server/automation/filter";

/**
 * File management's automation trigger (its kind.ts `automation.triggers`): a file uploaded — the
 * room event's `uploaded` ids, which every upload (tus, the only way bytes come in) names when it
 * ends: a new file, or a new version of a file of the same name when the upload asked for one. A
 * restored version, a copy, a move or a rename is no upload. Every reader of a module reads all its
 * items, so the dispatch's module check is the whole audience. The files are read in one query as
 * they are when the event is heard (one deleted for good by then starts nothing).
 */
const fileUploaded: TriggerDefinition = {
  name: "file.uploaded",
  events: ["file-management.items"],
  async fire(event) {
    if (event.type !== "file-management.items") return [];
    const ids = [...new Set(event.events.flatMap((item) => item.uploaded ?? []))];
    if (ids.length === 0) return [];
    const rows = await getDb().driveItem.findMany({
      where: { id: { in: ids }, moduleId: event.moduleId, kind: "file" },
      select: {
        id: true,
        name: true,
        size: true,
        contentType: true,
        parentId: true,
        versions: { orderBy: { number: "desc" }, take: 1, select: { number: true } },
      },
      orderBy: { id: "asc" },
    });
    return rows.map((row) => ({
      moduleId: event.moduleId,
      subject: row.id,
      variables: {
        fileId: row.id,
        name: row.name,
        size: Number(row.size),
        mimeType: row.contentType,
        folderId: row.parentId,
        version: row.versions[0]?.number ?? 1,
        moduleId: event.moduleId,
        actorId: event.actorId,
      },
    }));
  },
  accepts: (config, fire) =>
    hasExtension(String(fire.variables.name ?? ""), textSetting(config, "extension")),
};

/**
 * Whether a file's name ends with one of the extensions a setting lists ("pdf", ".PDF", "jpg, png",
 * "tar.gz"), ignoring case; no extension set: every file.
 */
export function hasExtension(name: string, setting: string): boolean {
  const wanted = setting
    .split(/[\s,;]+/)
    .map((ext) => ext.replace(/^\.+/, "").toLowerCase())
    .filter((ext) => ext !== "");
  if (wanted.length === 0) return true;
  const lower = name.toLowerCase();
  return wanted.some((ext) => lower.endsWith(`.${ext}`));
}

export const fileTriggers: readonly TriggerDefinition[] = [fileUploaded];
