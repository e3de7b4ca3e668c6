import { defineModuleKind } from "@/lib/modules/kind";

export const dataTableKind = defineModuleKind({
  tag: "DataTable",
  segment: "data-table",
  placement: "project",
  applet: "databaseManagement",
  integrable: false,
  ai: false,
  tutorial: 13,
});
