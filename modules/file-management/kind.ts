import { defineModuleKind } from "@/lib/modules/kind";

export const fileManagementKind = defineModuleKind({
  tag: "FileManagement",
  segment: "file-management",
  placement: "project",
  applet: null,
  integrable: false,
  ai: true,
  tutorial: 5,
});
