import "server-only";
import { FORM_FOLDERS_MAX, type FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { fbModuleParamsSchema, folderBodySchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, formBuilderScope, ownerColumns } from "../scope";
import { folderItemOf, folderSelect, nameKey, uniqueName } from "./folder-rows";

/** POST …/folder {name}: a new, empty folder. */
export async function createFolder(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<FormFolderItem> {
  const { moduleId } = parseInput(fbModuleParamsSchema, input.params);
  const scope = await formBuilderScope(actor, moduleId, locale);
  assertModuleCan(scope, "add");
  const { name } = parseInput(folderBodySchema, input.body);
  const db = getDb();
  if ((await db.formFolder.count({ where: { moduleId: scope.moduleId } })) >= FORM_FOLDERS_MAX)
    throw conflict("errors.formFolderLimit");
  const folder = await uniqueName(() =>
    db.formFolder.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        name,
        nameKey: nameKey(name),
        createdById: actor.userId,
      },
      select: folderSelect,
    }),
  );
  return folderItemOf(folder, 0); // a new folder holds no form yet
}
