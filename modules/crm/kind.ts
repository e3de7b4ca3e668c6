import { defineModuleKind } from "@/lib/modules/kind";

export const crmKind = defineModuleKind({
  tag: "CRM",
  segment: "crm",
  placement: "project",
  applet: null,
  integrable: false,
  ai: false,
  tutorial: 12,
});
