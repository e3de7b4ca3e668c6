import "server-only";
import {
  inModule,
  type KindWebhookEvents,
  type PublicEvent,
} from "@/lib/server/webhooks/workspace/public-events";

/**
 * A form published, a response received or deleted. `form.response.submitted` is the form's own
 * webhook's second form of a received response: internal here.
 */
export const formWebhookEvents: KindWebhookEvents<"FormBuilder"> = {
  "form-builder.events": (event) =>
    event.events.flatMap((item): PublicEvent[] => {
      switch (item.type) {
        case "form.published":
          return [inModule(event, "form.published", { formId: item.formId })];
        case "response.created":
          return [
            inModule(event, "form.response.created", { formId: item.formId, responseId: item.responseId }),
          ];
        case "response.deleted":
          return [
            inModule(event, "form.response.deleted", { formId: item.formId, responseId: item.responseId }),
          ];
        default:
          return [];
      }
    }),
  "form.response.submitted": "internal",
};
