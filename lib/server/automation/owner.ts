import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { actingActor } from "@/lib/server/auth/acting-actor";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { ActionError, type ActionContext } from "@/lib/server/automation/types";

// What every kind's action shares: the automation's owner as the actor of the kind's services (their
// gates read the owner's rights now), a service's refusal as an ActionError, and "once per execution"
// for actions that create something.

/** The session id an automation's owner acts under (`automation:<instance>`): no person's is one. */
const AUTOMATION_SESSION = "automation:";

/**
 * Whether an actor is an automation acting as its owner (`ownerActor`): the events of its writes are
 * marked so that the triggers they would fire again (a chat message, a table's record) skip them.
 */
export const byAutomation = (actor: { sessionId?: string }): boolean =>
  actor.sessionId?.startsWith(AUTOMATION_SESSION) === true;

/** The automation's owner acting in its workspace (no session: the services' gates read the membership). */
export async function ownerActor(context: ActionContext): Promise<Actor> {
  const user = await getDb().user.findUnique({
    where: { id: context.ownerId },
    select: { id: true, email: true, name: true },
  });
  if (!user) throw new ActionError("the automation's owner no longer exists", "FORBIDDEN");
  return actingActor(user, context.workspaceId, `${AUTOMATION_SESSION}${context.instanceId}`);
}

/** A service's refusal as the action's error: 403 FORBIDDEN, 404 NOT_FOUND, 400 BAD_SETTINGS, 409 CONFLICT. */
export function asActionError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const code =
    error.code === "forbidden" || error.code === "unauthorized"
      ? "FORBIDDEN"
      : error.code === "not_found"
        ? "NOT_FOUND"
        : error.code === "bad_request"
          ? "BAD_SETTINGS"
          : error.code === "conflict"
            ? "CONFLICT"
            : "FAILED";
  return new ActionError(error.messages.join(", ").slice(0, 300), code);
}

/** Runs a kind's service call, its refusals turned into ActionErrors. */
export async function viaService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asActionError(error);
  }
}

/**
 * Does `write` once per (instance, execution): its result is stored, and a later run of the same
 * execution answers it. The claim is written before the write, so a crash between the write and the
 * result leaves a claim: then `recover` (a lookup of what the write left, since the claim's time)
 * answers it, and without one the action fails rather than writing twice.
 */
export async function oncePerExecution<T extends Prisma.InputJsonValue>(
  context: ActionContext,
  write: () => Promise<T>,
  recover?: (since: Date) => Promise<T | null>,
): Promise<T> {
  const db = getDb();
  const key = {
    instanceId_executionId: { instanceId: context.instanceId, executionId: context.executionId },
  };
  const claimed = await db.automationEffect.createMany({
    data: [{ instanceId: context.instanceId, executionId: context.executionId }],
    skipDuplicates: true,
  });
  if (claimed.count === 0) {
    const effect = await db.automationEffect.findUniqueOrThrow({ where: key });
    if (effect.result !== null) return effect.result as T;
    const found = recover ? await recover(effect.createdAt) : null;
    if (found === null)
      throw new ActionError("an earlier attempt was interrupted; it is not done twice", "UNCERTAIN");
    await db.automationEffect.update({ where: key, data: { result: found } });
    return found;
  }
  let result: T;
  try {
    result = await write();
  } catch (error) {
    // Nothing was written: the claim goes, so a retry writes.
    await db.automationEffect.delete({ where: key }).catch(() => undefined);
    throw error;
  }
  await db.automationEffect.update({ where: key, data: { result } });
  return result;
}
