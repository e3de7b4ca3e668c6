import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const notificationKind = defineModuleKind({
  tag: "Notification",
  segment: "notification",
  placement: "project",
  applet: "notification",
  integrable: false,
  ai: false,
  tutorial: 4,
  catalog: {
    title: "Notification",
    description: "Manage channels, templates and campaigns for your messages.",
    category: "Communication",
    active: true,
    gradient: ["#e8590c", "#f06595"],
    size: CARD_SIZES.card,
  },
});
