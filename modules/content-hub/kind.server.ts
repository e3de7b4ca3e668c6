import "server-only";
import { contentHubAi } from "@/modules/content-hub/server/ai/context";
import { contentWebhookJob } from "@/modules/content-hub/server/jobs/content-webhook";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { contentHubKind } from "./kind";

export const contentHubServer = defineServerKind(contentHubKind, {
  jobs: [contentWebhookJob],
  ai: contentHubAi,
});
