import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const crmKind = defineModuleKind({
  tag: "CRM",
  segment: "crm",
  placement: "project",
  applet: null,
  integrable: false,
  ai: false,
  tutorial: 12,
  catalog: {
    title: "CRM",
    description: "Follow leads, deals and customers through your pipeline.",
    category: "Productivity",
    active: false,
    gradient: ["#0b7285", "#66d9e8"],
    size: CARD_SIZES.card,
  },
});
