import "server-only";
import type { FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { folderItemOf, folderScope, formCount } from "./folder-rows";

/** GET …/folder/{folderId}. */
export async function getFolder(actor: Actor, params: unknown, locale: Locale): Promise<FormFolderItem> {
  const { scope, folder } = await folderScope(actor, params, locale);
  return folderItemOf(folder, await formCount(scope, actor, folder.id));
}
