import { defineModuleKind } from "@/lib/modules/kind";

export const onlineChatKind = defineModuleKind({
  tag: "OnlineChat",
  segment: "online-chat",
  placement: "project",
  applet: "onlineChat",
  integrable: false,
  search: ["message"],
  ai: true,
  tutorial: 6,
  guide: ["channels", "threads", "files", "search"],
  automation: {
    triggers: [
      {
        name: "chat.message",
        fields: [
          { key: "module", kind: "module", moduleTag: "OnlineChat" },
          { key: "keyword", kind: "text" },
        ],
        variables: ["conversationId", "messageId", "text", "authorId", "moduleId"],
      },
    ],
    actions: [
      {
        name: "chat.post",
        fields: [
          { key: "module", kind: "module", moduleTag: "OnlineChat", required: true },
          { key: "conversationId", kind: "feel", required: true },
          { key: "text", kind: "textarea", required: true },
        ],
        outputs: ["messageId", "conversationId"],
      },
    ],
  },
});
