import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const dataTableKind = defineModuleKind({
  tag: "DataTable",
  segment: "data-table",
  placement: "project",
  applet: "databaseManagement",
  integrable: false,
  ai: false,
  tutorial: 13,
  catalog: {
    title: "Data table",
    description: "Keep structured records in a spreadsheet-like table.",
    category: "Data",
    active: false,
    gradient: ["#364fc7", "#74c0fc"],
    size: CARD_SIZES.card,
  },
});
