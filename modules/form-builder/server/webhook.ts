import "server-only";
import type { WebhookAttempt } from "@/lib/webhooks/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { FormDeliveryItem, FormWebhookInfo } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { putWebhookSchema, webhookUrlSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { formWebhookJob } from "@/modules/form-builder/server/jobs/form-webhook";
import { logger } from "@/lib/server/logger";
import { webhookUrlAllowed } from "@/lib/server/webhooks/webhook";
import { parseInput } from "@/lib/server/validation";
import {
  attemptStoredDelivery,
  derivedWebhookSecret,
  type AttemptOutcome,
} from "@/lib/server/webhooks/stored-delivery";
import { assertManageForms, formScope } from "./scope";

// A form's webhook on submission (issue 17): the Content hub's machinery (stored deliveries, the
// same signed body on every attempt, the delivery id as idempotency key, retries by a job, every
// attempt logged), one address per form, set by the module's admins.

export const formWebhookSecret = (formId: string, version: number) =>
  derivedWebhookSecret("form-builder-webhook", formId, version);

/** GET …/form/{formId}/webhook: the address (no secret); 404 when none is set. */
export async function getFormWebhook(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormWebhookInfo> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const row = await getDb().form.findUniqueOrThrow({
    where: { id: formId },
    select: { webhookUrl: true, webhookEnabled: true },
  });
  if (!row.webhookUrl) throw notFound("errors.webhookNotSet");
  return { url: row.webhookUrl, enabled: row.webhookEnabled, secret: null };
}

/** PUT …/form/{formId}/webhook {url, enabled?, rotateSecret?}: the secret is shown when set or rotated. */
export async function putFormWebhook(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<FormWebhookInfo> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const body = parseInput(putWebhookSchema, input.body);
  const url = parseInput(webhookUrlSchema, body.url);
  if (!webhookUrlAllowed(url)) throw badRequest("errors.webhookAddressRefused");
  const db = getDb();
  const before = await db.form.findUniqueOrThrow({ where: { id: formId }, select: { webhookUrl: true } });
  const showSecret = before.webhookUrl === null || body.rotateSecret === true;
  const row = await db.form.update({
    where: { id: formId },
    data: {
      webhookUrl: url,
      ...(body.enabled !== undefined ? { webhookEnabled: body.enabled } : {}),
      ...(body.rotateSecret ? { webhookSecretVersion: { increment: 1 } } : {}),
    },
    select: { webhookUrl: true, webhookEnabled: true, webhookSecretVersion: true },
  });
  return {
    url: row.webhookUrl!,
    enabled: row.webhookEnabled,
    secret: showSecret ? formWebhookSecret(formId, row.webhookSecretVersion) : null,
  };
}

/** DELETE …/form/{formId}/webhook: no more deliveries. */
export async function deleteFormWebhook(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const db = getDb();
  const row = await db.form.findUniqueOrThrow({ where: { id: formId }, select: { webhookUrl: true } });
  if (!row.webhookUrl) throw notFound("errors.webhookNotSet");
  await db.$transaction([
    db.form.update({ where: { id: formId }, data: { webhookUrl: null } }),
    db.formWebhookDelivery.deleteMany({ where: { formId } }),
  ]);
  return { id: formId };
}

/** GET …/form/{formId}/webhook/deliveries: the log, newest first. */
export async function listFormDeliveries(
  actor: Actor,
  input: { params: unknown; cursor: string | null },
  locale: Locale,
): Promise<Page<FormDeliveryItem>> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertManageForms(scope);
  const rows = await getDb().formWebhookDelivery.findMany({
    where: { AND: [{ formId }, afterKeyset("createdAt", input.cursor)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 21,
    select: { id: true, responseId: true, status: true, attempts: true, createdAt: true, deliveredAt: true },
  });
  return keysetPage(
    rows,
    (row) => row.createdAt,
    (row) => ({
      id: row.id,
      responseId: row.responseId,
      status: row.status as FormDeliveryItem["status"],
      attempts: row.attempts as unknown as WebhookAttempt[],
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    }),
    20,
  );
}

/**
 * After a response committed: queues a signed delivery to the form's webhook, if one is set and
 * enabled (inline once without a job system). Never throws: the response is stored.
 */
export async function notifyFormWebhook(
  form: { id: string; moduleId: string; slug: string; webhookUrl: string | null; webhookEnabled: boolean },
  response: { id: string; version: number; createdAt: Date; answers: Record<string, unknown> },
): Promise<void> {
  if (!form.webhookUrl || !form.webhookEnabled) return;
  try {
    const id = newId();
    const body = JSON.stringify({
      id,
      event: "response.created",
      moduleId: form.moduleId,
      formId: form.id,
      slug: form.slug,
      responseId: response.id,
      version: response.version,
      answers: response.answers,
      occurredAt: response.createdAt.toISOString(),
    });
    await getDb().formWebhookDelivery.create({
      data: { id, formId: form.id, moduleId: form.moduleId, responseId: response.id, body },
    });
    const jobId = await enqueueJob(formWebhookJob, { deliveryId: id });
    if (jobId === null) await attemptFormDelivery(id, { final: true });
  } catch (error) {
    logger.error(
      `[form-builder] webhook not queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** One attempt of a delivery (the job's run). */
export async function attemptFormDelivery(
  deliveryId: string,
  run: { final: boolean },
): Promise<AttemptOutcome> {
  const db = getDb();
  const row = await db.formWebhookDelivery.findUnique({
    where: { id: deliveryId },
    select: {
      id: true,
      body: true,
      status: true,
      attempts: true,
      form: { select: { id: true, webhookUrl: true, webhookEnabled: true, webhookSecretVersion: true } },
    },
  });
  if (!row || row.status !== "queued") return "skipped";
  if (!row.form.webhookUrl || !row.form.webhookEnabled) {
    await db.formWebhookDelivery.update({ where: { id: row.id }, data: { status: "failed" } });
    return "failed";
  }
  const { outcome, data } = await attemptStoredDelivery(
    row,
    { url: row.form.webhookUrl, secret: formWebhookSecret(row.form.id, row.form.webhookSecretVersion) },
    run,
  );
  await db.formWebhookDelivery.update({ where: { id: row.id }, data });
  return outcome;
}
