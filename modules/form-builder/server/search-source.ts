import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";

// The form builder's searchable entity (its manifest's `search`: docs/platform/search.md): forms by
// title and description — the shared ones of the modules the caller reads, and the private ones they
// made or whose module they administer (visibleFormsWhere's rule).
const formSource: SearchSource = {
  entity: "form",
  tag: "FormBuilder",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "Form",
      alias: "f",
      title: Prisma.sql`f."title"`,
      body: Prisma.sql`f."description"`,
      bodyWords: true,
      where: Prisma.sql`(NOT f."private" OR f."createdById" = ${ctx.userId}
        OR f."moduleId" = ANY(${ctx.moduleIds((scope) => scope.access.manageMembers)}))`,
    }),
  href: (row) => `/form-builder/${row.moduleId}/${row.id}/edit?view=form`,
};

export const FORM_SEARCH_SOURCES: readonly SearchSource[] = [formSource];
