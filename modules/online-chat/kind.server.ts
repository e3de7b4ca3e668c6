import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { chatWebhookEvents } from "@/modules/online-chat/server/webhook-events";
import { onlineChatKind } from "./kind";
import { onlineChatAi } from "@/modules/online-chat/server/ai/context";
import { chatTrashPurgeJob } from "@/modules/online-chat/server/jobs/purge-trash";
import { attachChatNotifications } from "@/modules/online-chat/server/notifications";
import { attachChatRealtime } from "@/modules/online-chat/server/realtime";
import { summarizeChatModules } from "@/modules/online-chat/server/summary";
import { chatMetrics } from "@/modules/online-chat/server/metrics";
import { chatActions, chatTriggers } from "@/modules/online-chat/server/automation";
import { CHAT_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its grid card (the viewer's unread messages and latest conversations), its Ask
 * AI assistant (server/ai/), the trash's purge, its notifications (mentions and thread replies, a
 * durable subscriber), typing and presence over the socket, and its messages' figures for charts
 * (the `chats` report entity), and its automation trigger and action (server/automation.ts).
 */
export const onlineChatServer = defineServerKind(onlineChatKind, {
  search: CHAT_SEARCH_SOURCES,
  catalog: {
    title: "Online chat",
    description: "Talk with your team in conversations that update in real time.",
    category: "Quick Access",
    active: true,
    gradient: ["#1c7ed6", "#22b8cf"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeChatModules,
  metrics: [chatMetrics],
  ai: onlineChatAi,
  jobs: [chatTrashPurgeJob],
  start: () => attachChatNotifications(),
  realtime: attachChatRealtime,
  automation: { triggers: chatTriggers, actions: chatActions },
  webhooks: chatWebhookEvents,
});
