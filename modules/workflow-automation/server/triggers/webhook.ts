import "server-only";
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/errors";
import { readCapped } from "@/lib/server/http/read-capped";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import { parseInput } from "@/lib/server/validation";
import { webhookTokenBodySchema } from "../../contracts";
import { processScope } from "../processes";
import { startFromTrigger } from "./start";

/** An incoming webhook's body may be this large (read while streaming; 413 past it). */
export const HOOK_BODY_MAX_BYTES = 64 * 1024;
export const HOOKS_PATH = "/api/v1/automation-hooks";

/**
 * POST …/bpmnProcess/{id}/webhook-token: a new secret token for the automation's incoming webhook
 * (its webhook start event; `elementId` picks one when it has several), by an editor. Only its
 * SHA-256 is kept: the answer's URL, holding the token, is shown this once; a new token ends the old.
 */
export async function createWebhookToken(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<{ triggerId: string; elementId: string; url: string }> {
  const body = parseInput(webhookTokenBodySchema, input.body ?? {});
  const { scope, row } = await processScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const db = getDb();
  const hooks = await db.automationTrigger.findMany({
    where: { processId: row.id, kind: "webhook", ...(body.elementId && { elementId: body.elementId }) },
    select: { id: true, elementId: true },
    orderBy: { elementId: "asc" },
  });
  if (hooks.length === 0) throw conflict("errors.automationNoWebhook");
  if (hooks.length > 1) throw badRequest("validation.automationWebhookElement");
  const hook = hooks[0]!;
  const token = newUrlToken();
  await db.automationTrigger.update({ where: { id: hook.id }, data: { tokenHash: hashToken(token) } });
  return {
    triggerId: hook.id,
    elementId: hook.elementId,
    url: `${appUrl()}${HOOKS_PATH}/${hook.id}?token=${token}`,
  };
}

/** The token a caller sent: `?token=`, `Authorization: Bearer …` or `X-Automation-Token`. */
function sentToken(req: Request): string {
  const fromQuery = new URL(req.url).searchParams.get("token");
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  return (fromQuery ?? bearer ?? req.headers.get("x-automation-token") ?? "").trim();
}

/** Whether two hex digests are equal, in constant time. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

const tooLarge = () => new AppError("too_large", "validation.bodyTooLarge");
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * POST /api/v1/automation-hooks/{triggerId}, no session: the token's hash compared in constant time
 * (an unknown trigger and a wrong token are the same 404), the JSON body read up to 64 KB (413 past
 * it), then a run of the automation with the body as `payload`, once per `Idempotency-Key` when one
 * is sent. 409 while the automation is off; over the trigger's starts of the minute, 429.
 */
export async function receiveHook(req: Request, triggerId: string): Promise<{ instanceId: string }> {
  const token = sentToken(req);
  const trigger = await getDb().automationTrigger.findFirst({
    where: { id: triggerId, kind: "webhook" },
    select: { id: true, processId: true, tokenHash: true },
  });
  // Hashed whatever was found, so the answer's time says nothing about which part was wrong.
  const hash = hashToken(token);
  if (!trigger?.tokenHash || !token || !sameHash(hash, trigger.tokenHash)) throw notFound();
  if (Number(req.headers.get("content-length") ?? 0) > HOOK_BODY_MAX_BYTES) throw tooLarge();
  const bytes = req.body ? await readCapped(req.body, HOOK_BODY_MAX_BYTES, tooLarge) : Buffer.alloc(0);
  const text = new TextDecoder().decode(bytes);
  let payload: unknown = null;
  if (text.trim() !== "") {
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      throw badRequest("validation.invalidJson");
    }
  }
  const key = req.headers.get("idempotency-key")?.trim();
  if (key !== undefined && key !== "" && !IDEMPOTENCY_KEY.test(key))
    throw badRequest("validation.invalidInput");
  const startKey = `webhook:${trigger.id}:${key || randomUUID()}`;
  const started = await startFromTrigger(trigger, startKey, { payload });
  if (started.status === "started" || started.status === "duplicate")
    return { instanceId: started.instanceId };
  if (started.status === "limited") throw new AppError("rate_limited", "errors.automationHookLimited");
  if (started.status === "paused") throw conflict("errors.automationPaused");
  throw notFound();
}
