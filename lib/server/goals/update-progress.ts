import "server-only";
import type { GoalDetail } from "@/lib/goals/api";
import { manualProgress } from "@/lib/goals/progress";
import { computedProgressUpdateSchema, progressUpdateSchemaFor } from "@/lib/schemas/goals";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { sqlNewId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { loadEditableGoal } from "./goal-access";
import { readGoalDetail } from "./get-goal";
import { eventStatement, withEvents } from "@/lib/server/events/commit";
import { goalsChanged } from "./publish";
import { recomputeGoals } from "./recompute";

/**
 * POST /goals/{goalId}/progress (the update-progress dialog), a check-in. A Manual goal takes its
 * new current value ({value, note?}; percent: a whole number 0–100, otherwise at most the goal's
 * decimals) and its progress follows. A computed goal (subgoals, projects, tasks) takes a note only
 * ({note}; a value is refused): its progress is recomputed first, so the check-in records where it
 * stands. Both write a "manual" check-in with the note; the ancestors are recomputed.
 */
export async function updateProgress(actor: Actor, goalId: unknown, raw: unknown): Promise<GoalDetail> {
  const access = await loadEditableGoal(actor, goalId);
  const { goal, membership } = access;
  const db = getDb();

  if (goal.source === "manual") {
    const input = parseInput(progressUpdateSchemaFor(goal), raw);
    const progress = manualProgress({ ...goal, currentValue: input.value });
    const changed = eventStatement(...goalsChanged(membership.workspaceId, [goal.id]));
    await db.$transaction([
      db.goal.update({ where: { id: goal.id }, data: { currentValue: input.value, progress } }),
      db.goalCheckIn.create({
        data: {
          id: newId(),
          goalId: goal.id,
          actorId: actor.userId,
          kind: "manual",
          progress,
          value: input.value,
          note: input.note || null,
        },
      }),
      changed.statement,
    ]);
    changed.delivered();
    if (goal.parentId) await recomputeGoals([goal.parentId], actor.userId);
  } else {
    // A value for a computed goal is the mistake to name, whatever else the body lacks.
    const value = typeof raw === "object" && raw !== null ? (raw as { value?: unknown }).value : undefined;
    if (value !== undefined) throw badRequest("validation.goalProgressComputed");
    const input = parseInput(computedProgressUpdateSchema, raw);
    await recomputeGoals([goal.id], actor.userId);
    await withEvents(async (tx, emit) => {
      await tx.$executeRaw`
        INSERT INTO "GoalCheckIn" ("id", "goalId", "actorId", "kind", "progress", "value", "note", "createdAt")
        SELECT ${sqlNewId}, g."id", ${actor.userId}, 'manual', g."progress", NULL, ${input.note}, ${new Date()}
          FROM "Goal" g WHERE g."id" = ${goal.id}`;
      emit(...goalsChanged(membership.workspaceId, [goal.id]));
    });
  }
  return readGoalDetail(membership, goal.id);
}
