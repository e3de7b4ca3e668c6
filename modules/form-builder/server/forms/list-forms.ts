import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import { FORMS_PAGE_SIZE, type FormItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { formsQuerySchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { formBuilderScope, visibleFormsWhere } from "../scope";
import { folderInModule } from "../folders/folder-rows";
import { responseCounts } from "../stats/stat-reads";
import { formItemOf, formSelect } from "./form-rows";

/** GET …/form: the forms the caller sees, recently updated first (q: title search), keyset pages. */
export async function listForms(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<FormItem>> {
  const scope = await formBuilderScope(actor, input.moduleId, locale);
  const query = parseInput(formsQuerySchema, input.query);
  if (query.folder && query.folder !== "none") await folderInModule(scope, query.folder);
  const rows = await getDb().form.findMany({
    where: {
      AND: [
        visibleFormsWhere(scope, actor),
        query.q ? { title: { contains: query.q, mode: "insensitive" } } : {},
        query.folder ? { folderId: query.folder === "none" ? null : query.folder } : {},
        afterKeyset("updatedAt", query.cursor),
      ],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: FORMS_PAGE_SIZE + 1,
    select: formSelect,
  });
  const counts = await responseCounts(rows.slice(0, FORMS_PAGE_SIZE).map((row) => row.id));
  return keysetPage(
    rows,
    (row) => row.updatedAt,
    (row) => formItemOf(row, counts.get(row.id) ?? 0),
    FORMS_PAGE_SIZE,
  );
}
