import "server-only";
import { newSlug } from "@/modules/form-builder/server/forms/create-form";
import { flushAnnouncements } from "@/modules/form-builder/server/follow-notifications/announce-timers";
import { formAnnouncementsJob } from "@/modules/form-builder/server/jobs/form-announcements";
import { formStatsFoldJob } from "@/modules/form-builder/server/jobs/form-stats-fold";
import { formUploadsPurgeJob } from "@/modules/form-builder/server/jobs/purge-form-uploads";
import { formResponseMetrics } from "@/modules/form-builder/server/metrics";
import { attachFormWebhooks } from "@/modules/form-builder/server/webhook/notify-form-webhook";
import { formTriggers } from "@/modules/form-builder/server/automation";
import { formResponseSource } from "@/modules/form-builder/server/integration-source";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { formWebhookEvents } from "@/modules/form-builder/server/webhook-events";
import { formBuilderKind } from "./kind";
import { FORM_SEARCH_SOURCES } from "./server/search-source";

export const formBuilderServer = defineServerKind(formBuilderKind, {
  search: FORM_SEARCH_SOURCES,
  catalog: {
    title: "Form builder",
    description: "Build forms by drag and drop, from scratch, a template or a prompt.",
    category: "Productivity",
    active: true,
    gradient: ["#f76707", "#fab005"],
    size: CARD_SIZES.card,
  },
  jobs: [formAnnouncementsJob, formStatsFoldJob, formUploadsPurgeJob],
  metrics: [formResponseMetrics],
  automation: { triggers: formTriggers },
  // A form linked to a board or a content hub: each response becomes a task or a draft post.
  integrations: { sources: [formResponseSource] },
  // Forms' webhooks hear of responses through the outbox (a durable subscriber). New responses
  // waiting for their batched announcement are told on shutdown, while the database is up (the
  // form-response-announcements sweep tells what a stopped node left).
  start: () => {
    const detach = attachFormWebhooks();
    return async () => {
      detach();
      await flushAnnouncements();
    };
  },
  webhooks: formWebhookEvents,
  // A public address is unique on the server: an imported form gets its own.
  portability: { Form: { fill: { slug: () => newSlug() } } },
});
