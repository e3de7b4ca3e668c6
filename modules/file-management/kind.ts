import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const fileManagementKind = defineModuleKind({
  tag: "FileManagement",
  segment: "file-management",
  placement: "project",
  applet: null,
  integrable: false,
  ai: false,
  tutorial: 5,
  catalog: {
    title: "File management",
    description: "Store, organise and share the files of a project.",
    category: "Productivity",
    active: true,
    gradient: ["#495057", "#868e96"],
    size: CARD_SIZES.card,
  },
});
