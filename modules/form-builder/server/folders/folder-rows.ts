import "server-only";
import type { FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { folderParamsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { formBuilderScope, visibleFormsWhere } from "../scope";

// The forms dashboard's folders (spec §2 dashboard/folders): a module's forms filed by name. Anyone
// who may add forms creates folders, editors rename them, deleters delete them (their forms stay,
// in no folder). A folder's count is of the forms the caller sees (private forms of others are not
// counted, as the lists do not show them). This file: what the folders' use cases share.

export const folderSelect = { id: true, name: true, updatedAt: true } as const;

type FolderRow = { id: string; name: string; updatedAt: Date };

export const folderItemOf = (folder: FolderRow, formCount: number): FormFolderItem => ({
  id: folder.id,
  name: folder.name,
  formCount,
  updatedAt: folder.updatedAt.toISOString(),
});

/** How many of a folder's forms the caller sees (visibleFormsWhere). */
export const formCount = (scope: ModuleScope, actor: Actor, folderId: string) =>
  getDb().form.count({ where: { AND: [visibleFormsWhere(scope, actor), { folderId }] } });

/** The folder in the gate's module (404 for a folder of another module or workspace). */
export async function folderInModule(scope: ModuleScope, folderId: string): Promise<FolderRow> {
  const folder = await getDb().formFolder.findFirst({
    where: { id: folderId, moduleId: scope.moduleId },
    select: folderSelect,
  });
  if (!folder) throw notFound("errors.formFolderNotFound");
  return folder;
}

/** The gate, then the folder (404 when it is not in this module). */
export async function folderScope(actor: Actor, params: unknown, locale: Locale) {
  const { moduleId, folderId } = parseInput(folderParamsSchema, params);
  const scope = await formBuilderScope(actor, moduleId, locale);
  return { scope, folder: await folderInModule(scope, folderId) };
}

export const nameKey = (name: string) => name.toLowerCase();

/** The unique index on (module, lower(name)) answers 409 'A folder with this name already exists'. */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.formFolderExists");
    throw error;
  }
}
