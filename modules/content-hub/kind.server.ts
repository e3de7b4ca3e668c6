import "server-only";
import { contentHubAi } from "@/lib/server/ai/modules/content-hub/context";
import { contentWebhookJob } from "@/lib/server/jobs/content-webhook";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { contentHubKind } from "./kind";

export const contentHubServer = defineServerKind(contentHubKind, {
  jobs: [contentWebhookJob],
  ai: contentHubAi,
});
