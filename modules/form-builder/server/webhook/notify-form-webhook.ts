import "server-only";
import { getDb } from "@/lib/server/db";
import { subscribeDurable } from "@/lib/server/events/bus";
import { queueWebhookEvent } from "@/lib/server/webhooks/service";
import { FORM_RESPONSE_EVENT } from "./webhook-subscription";

/**
 * A response committed: queues a `form.response.created` event for the form's webhook, if one is set
 * and enabled (the one webhook service signs, retries and logs it; without a job system the first
 * attempt is made inline). The event's id is the response's, so a response is sent once however
 * often this runs. A failure throws: the outbox's dispatcher retries it.
 */
export async function notifyFormWebhook(
  form: { id: string; moduleId: string; workspaceId: string; slug: string },
  response: { id: string; version: number; createdAt: Date; answers: Record<string, unknown> },
): Promise<void> {
  await queueWebhookEvent(getDb(), {
    id: response.id,
    type: FORM_RESPONSE_EVENT,
    workspaceId: form.workspaceId,
    moduleId: form.moduleId,
    occurredAt: response.createdAt,
    data: {
      id: response.id,
      event: "response.created",
      moduleId: form.moduleId,
      formId: form.id,
      slug: form.slug,
      responseId: response.id,
      version: response.version,
      answers: response.answers,
      occurredAt: response.createdAt.toISOString(),
    },
  });
}

/**
 * Forms' webhooks hear of responses through the outbox (`form.response.submitted`): each once across
 * the nodes, again after a crash. The response is read when handed over (one deleted since is not
 * sent). Attached by the kind's start-up (kind.server.ts); returns the function that detaches it.
 */
export function attachFormWebhooks(): () => void {
  return subscribeDurable({
    name: "form-builder-webhooks",
    types: ["form.response.submitted"],
    async handle(event) {
      if (event.type !== "form.response.submitted") return;
      const response = await getDb().formResponse.findFirst({
        where: { id: event.responseId, formId: event.formId },
        select: {
          id: true,
          createdAt: true,
          answers: true,
          version: { select: { version: true } },
          form: { select: { id: true, moduleId: true, workspaceId: true, slug: true } },
        },
      });
      if (!response) return;
      await notifyFormWebhook(response.form, {
        id: response.id,
        version: response.version.version,
        createdAt: response.createdAt,
        answers: response.answers as Record<string, unknown>,
      });
    },
  });
}
