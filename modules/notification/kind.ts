import { defineModuleKind } from "@/lib/modules/kind";

export const notificationKind = defineModuleKind({
  tag: "Notification",
  segment: "notification",
  placement: "project",
  applet: "notification",
  integrable: false,
  ai: false,
  tutorial: 4,
});
