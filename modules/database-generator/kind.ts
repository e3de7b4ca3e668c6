import { defineModuleKind } from "@/lib/modules/kind";

export const databaseGeneratorKind = defineModuleKind({
  tag: "DatabaseGenerator",
  segment: "database-generator",
  placement: "project",
  applet: "databaseManagement",
  integrable: false,
  ai: true,
  tutorial: 9,
});
