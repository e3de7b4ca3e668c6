import { defineModuleKind } from "@/lib/modules/kind";

export const notificationKind = defineModuleKind({
  tag: "Notification",
  segment: "notification",
  placement: "project",
  applet: "notification",
  integrable: false,
  search: ["notificationChannel", "notificationTemplate", "campaign"],
  ai: false,
  tutorial: 4,
  guide: ["channels", "templates", "campaigns", "results"],
  automation: {
    actions: [
      {
        name: "notification.send",
        fields: [
          { key: "member", kind: "member", required: true },
          { key: "title", kind: "text", required: true },
          { key: "body", kind: "textarea" },
        ],
        outputs: ["notified"],
      },
      {
        name: "email.send",
        fields: [
          { key: "member", kind: "member", required: true },
          { key: "subject", kind: "text", required: true },
          { key: "body", kind: "textarea", required: true },
        ],
        outputs: ["sent"],
      },
    ],
  },
});
