import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { assertModuleCan } from "../scope";
import { folderScope } from "./folder-rows";

/** DELETE …/folder/{folderId}: the folder goes, its forms stay (in no folder). */
export async function deleteFolder(actor: Actor, params: unknown, locale: Locale): Promise<{ id: string }> {
  const { scope, folder } = await folderScope(actor, params, locale);
  assertModuleCan(scope, "delete");
  await getDb().formFolder.deleteMany({ where: { id: folder.id, moduleId: scope.moduleId } });
  return { id: folder.id };
}
