import "server-only";
import { FORM_FOLDERS_MAX, type FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import {
  fbModuleParamsSchema,
  folderBodySchema,
  folderParamsSchema,
} from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { conflict, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { assertModuleCan, formBuilderScope, ownerColumns, visibleFormsWhere } from "./scope";

// The forms dashboard's folders (spec §2 dashboard/folders): a module's forms filed by name. Anyone
// who may add forms creates folders, editors rename them, deleters delete them (their forms stay,
// in no folder). A folder's count is of the forms the caller sees (private forms of others are not
// counted, as the lists do not show them).

const folderSelect = { id: true, name: true, updatedAt: true } as const;

type FolderRow = { id: string; name: string; updatedAt: Date };

const itemOf = (folder: FolderRow, formCount: number): FormFolderItem => ({
  id: folder.id,
  name: folder.name,
  formCount,
  updatedAt: folder.updatedAt.toISOString(),
});

/** How many of a folder's forms the caller sees (visibleFormsWhere). */
const formCount = (scope: ModuleScope, actor: Actor, folderId: string) =>
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
async function folderScope(actor: Actor, params: unknown, locale: Locale) {
  const { moduleId, folderId } = parseInput(folderParamsSchema, params);
  const scope = await formBuilderScope(actor, moduleId, locale);
  return { scope, folder: await folderInModule(scope, folderId) };
}

/** GET …/folder: the module's folders by name (at most FORM_FOLDERS_MAX), each with its form count. */
export async function listFolders(actor: Actor, params: unknown, locale: Locale): Promise<FormFolderItem[]> {
  const { moduleId } = parseInput(fbModuleParamsSchema, params);
  const scope = await formBuilderScope(actor, moduleId, locale);
  const db = getDb();
  const [folders, counts] = await Promise.all([
    db.formFolder.findMany({
      where: { moduleId: scope.moduleId },
      orderBy: [{ nameKey: "asc" }, { id: "asc" }],
      select: folderSelect,
      take: FORM_FOLDERS_MAX,
    }),
    db.form.groupBy({
      by: ["folderId"],
      where: { AND: [visibleFormsWhere(scope, actor), { folderId: { not: null } }] },
      _count: { _all: true },
    }),
  ]);
  const count = new Map(counts.map((row) => [row.folderId, row._count._all]));
  return folders.map((folder) => itemOf(folder, count.get(folder.id) ?? 0));
}

/** GET …/folder/{folderId}. */
export async function getFolder(actor: Actor, params: unknown, locale: Locale): Promise<FormFolderItem> {
  const { scope, folder } = await folderScope(actor, params, locale);
  return itemOf(folder, await formCount(scope, actor, folder.id));
}

const nameKey = (name: string) => name.toLowerCase();

/** The unique index on (module, lower(name)) answers 409 'A folder with this name already exists'. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("errors.formFolderExists");
    throw error;
  }
}

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
  return itemOf(folder, 0); // a new folder holds no form yet
}

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
  return itemOf(renamed, count);
}

/** DELETE …/folder/{folderId}: the folder goes, its forms stay (in no folder). */
export async function deleteFolder(actor: Actor, params: unknown, locale: Locale): Promise<{ id: string }> {
  const { scope, folder } = await folderScope(actor, params, locale);
  assertModuleCan(scope, "delete");
  await getDb().formFolder.deleteMany({ where: { id: folder.id, moduleId: scope.moduleId } });
  return { id: folder.id };
}
