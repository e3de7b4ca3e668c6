import "server-only";
import type { GoalDetail } from "@/lib/goals/api";
import { checkGoalLink, goalParents, type GoalLinkRefusal } from "@/lib/goals/links";
import { connectSubGoalSchema, setParentGoalSchema, subGoalParamsSchema } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, forbidden, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { assertEditGoal, loadEditableGoal, loadGoalAccess, type GoalAccess } from "./goal-access";
import { readGoalDetail } from "./get-goal";
import { withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { recomputeGoals } from "./recompute";

const refusals: Record<Exclude<GoalLinkRefusal, "alreadyLinked">, string> = {
  self: "validation.goalLinkSelf",
  cycle: "validation.goalLinkCycle",
};

/**
 * The other goal of a new link, which the link changes too (its parent, or its progress through its
 * sub-goals): one the actor sees (404) and may edit (403, errors.goalLinkForbidden).
 */
async function loadLinkableGoal(actor: Actor, goalId: string): Promise<GoalAccess> {
  const other = await loadGoalAccess(actor, goalId);
  if (!other.rights.edit) throw forbidden("errors.goalLinkForbidden");
  return other;
}

/**
 * Puts `childId` under `parentId` (null: makes it top-level), in one transaction that holds the
 * workspace's link lock, so two links made at once cannot close a loop between them. A link that
 * would close one is refused (lib/goals/links.ts checkGoalLink); a link already there only takes the
 * new weight. The former and the new parent are recomputed. Returns nothing: callers answer with
 * the goal page they act on. The other goal of a new link is always one the actor may see and edit
 * (loadLinkableGoal: 404, 403 otherwise).
 */
async function link(
  actor: Actor,
  workspaceId: string,
  change: { childId: string; parentId: string | null; weight?: number },
): Promise<void> {
  const { childId, parentId } = change;
  const formerParentId = await withEvents(async (tx, emit) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`goal-links:${workspaceId}`}::text, 0))::text`;
    const child = await tx.goal.findFirst({
      where: { id: childId, workspaceId },
      select: { parentId: true },
    });
    if (!child) throw notFound("errors.goalNotFound");
    if (parentId) {
      // The new parent's chain of ancestors, up to the root (a loop in the data stops the walk).
      const chain = await tx.$queryRaw<{ id: string; parentId: string | null }[]>`
        WITH RECURSIVE up AS (
          SELECT g."id", g."parentId", ARRAY[g."id"::text] AS path FROM "Goal" g
           WHERE g."id" = ${parentId} AND g."workspaceId" = ${workspaceId}
          UNION ALL
          SELECT p."id", p."parentId", up.path || p."id"::text FROM up JOIN "Goal" p ON p."id" = up."parentId"
           WHERE NOT p."id"::text = ANY(up.path))
        SELECT "id", "parentId" FROM up`;
      const parents = goalParents([...chain, { id: childId, parentId: child.parentId }]);
      const check = checkGoalLink(parents, { childId, parentId });
      if (!check.ok && check.reason !== "alreadyLinked") throw badRequest(refusals[check.reason]);
    }
    await tx.goal.update({
      where: { id: childId },
      data: { parentId, ...(change.weight === undefined ? {} : { weight: change.weight }) },
    });
    emit(...goalsChanged(workspaceId, [childId, child.parentId, parentId]));
    return child.parentId;
  });
  const recompute = [formerParentId, parentId].filter((id): id is string => Boolean(id));
  if (recompute.length) await recomputeGoals(recompute, actor.userId);
}

/**
 * POST /goals/{goalId}/sub-goals {goalId, weight?} (connect-sub-goal): another goal the actor may
 * edit goes under this one (leaving its former parent), with its weight in this goal's weighted
 * average. Both goals need the edit right (403); a loop is refused (400).
 */
export async function connectSubGoal(actor: Actor, goalId: unknown, raw: unknown): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const input = parseInput(connectSubGoalSchema, raw);
  if (input.goalId === access.goal.id) throw badRequest(refusals.self);
  const child = await loadLinkableGoal(actor, input.goalId);
  await link(actor, access.membership.workspaceId, {
    childId: child.goal.id,
    parentId: access.goal.id,
    weight: input.weight,
  });
  return readGoalDetail(access.membership, access.goal.id);
}

/**
 * DELETE /goals/{goalId}/sub-goals/{subGoalId}: the sub-goal becomes top-level. Not a sub-goal of it:
 * 404. Undoing a link needs the edit right on this goal only (as PUT parent null does on the child).
 */
export async function disconnectSubGoal(actor: Actor, goalId: unknown, subGoalId: unknown): Promise<void> {
  const params = parseInput(subGoalParamsSchema, { goalId, subGoalId });
  const access = await loadGoalAccess(actor, params.goalId);
  assertEditGoal(access);
  const child = await loadGoalAccess(actor, params.subGoalId);
  if (child.goal.parentId !== access.goal.id) throw notFound("errors.goalNotFound");
  await link(actor, access.membership.workspaceId, { childId: child.goal.id, parentId: null });
}

/**
 * PUT /goals/{goalId}/parent {parentId} (connect-parent-goal): this goal goes under another goal the
 * actor may edit (both need the edit right: 403), or becomes top-level (null). A loop is refused (400).
 */
export async function setParentGoal(actor: Actor, goalId: unknown, raw: unknown): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const input = parseInput(setParentGoalSchema, raw);
  if (input.parentId === access.goal.id) throw badRequest(refusals.self);
  const parentId = input.parentId ? (await loadLinkableGoal(actor, input.parentId)).goal.id : null;
  await link(actor, access.membership.workspaceId, { childId: access.goal.id, parentId });
  return readGoalDetail(access.membership, access.goal.id);
}
