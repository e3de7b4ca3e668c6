import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const databaseGeneratorKind = defineModuleKind({
  tag: "DatabaseGenerator",
  segment: "database-generator",
  placement: "project",
  applet: "databaseManagement",
  integrable: false,
  ai: false,
  tutorial: 9,
  catalog: {
    title: "Database generator",
    description: "Design databases from scratch, a template, an import or a prompt.",
    category: "Data",
    active: true,
    gradient: ["#1864ab", "#5c7cfa"],
    size: CARD_SIZES.wide,
  },
});
