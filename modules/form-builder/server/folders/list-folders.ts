import "server-only";
import { FORM_FOLDERS_MAX, type FormFolderItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { fbModuleParamsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { formBuilderScope, visibleFormsWhere } from "../scope";
import { folderItemOf, folderSelect } from "./folder-rows";

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
  return folders.map((folder) => folderItemOf(folder, count.get(folder.id) ?? 0));
}
