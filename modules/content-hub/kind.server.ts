import "server-only";
import { contentHubAi } from "@/modules/content-hub/server/ai/context";
import { attachContentWebhooks } from "@/modules/content-hub/server/webhooks/notify-content-change";
import { contentTriggers } from "@/modules/content-hub/server/automation";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { contentWebhookEvents } from "@/modules/content-hub/server/webhook-events";
import { contentHubKind } from "./kind";
import { postIntegrationTarget } from "@/modules/content-hub/server/integration-target";
import { CONTENT_SEARCH_SOURCES } from "./server/search-source";

export const contentHubServer = defineServerKind(contentHubKind, {
  search: CONTENT_SEARCH_SOURCES,
  catalog: {
    title: "Content hub",
    description: "Write blog posts and manage products with categories.",
    category: "Content",
    active: true,
    gradient: ["#2b8a3e", "#94d82d"],
    size: CARD_SIZES.card,
  },
  ai: contentHubAi,
  automation: { triggers: contentTriggers },
  // A linked form's responses become draft posts (product requests, ideas).
  integrations: { target: postIntegrationTarget },
  // Public content changes reach the module's webhook through the outbox (a durable subscriber).
  start: attachContentWebhooks,
  webhooks: contentWebhookEvents,
  // The connected domain's API key is shown once and stored hashed: connected again after an import.
  portability: { ContentHubDomain: { skip: true } },
});
