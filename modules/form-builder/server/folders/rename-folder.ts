import "server-only";
import type { FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { folderBodySchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan } from "../scope";
import { folderItemOf, folderScope, folderSelect, formCount, nameKey, uniqueName } from "./folder-rows";

/** PATCH …/folder/{folderId} {name}: renames it. */
export async function renameFolder(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<FormFolderItem> {
  const { scope, folder } = await folderScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const { name } = parseInput(folderBodySchema, input.body);
  const [renamed, count] = await Promise.all([
    uniqueName(() =>
      getDb().formFolder.update({
        where: { id: folder.id },
        data: { name, nameKey: nameKey(name) },
        select: folderSelect,
      }),
    ),
    formCount(scope, actor, folder.id),
  ]);
  return folderItemOf(renamed, count);
}
