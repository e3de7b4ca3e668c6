import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tableSearchSql, type SearchSource } from "@/lib/server/search/source";
import { automationHrefs } from "@/modules/workflow-automation/shared/urls";

// Workflow automation's searchable entity (its manifest's `search`: docs/platform/search.md):
// automations by name, in the modules the caller reads; a hit opens its modeler.
const automationSource: SearchSource = {
  entity: "automation",
  tag: "WorkflowAutomation",
  sql: (ctx) =>
    tableSearchSql(ctx, {
      table: "AutomationProcess",
      alias: "a",
      title: Prisma.sql`a."name"`,
      body: Prisma.sql`NULL`,
      bodyWords: false,
    }),
  href: (row, module) =>
    automationHrefs.modeler({ moduleId: row.moduleId!, projectId: module?.project?.id ?? null }, row.id),
};

export const AUTOMATION_SEARCH_SOURCES: readonly SearchSource[] = [automationSource];
