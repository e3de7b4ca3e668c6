import "server-only";
import { CLOSED_GOAL_STATUSES } from "@/lib/goals/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { sweep, sweepJob, type Sweep } from "@/lib/server/jobs/sweep-job";
import { notify } from "@/lib/server/inbox/notify";

const BATCH = 500;

type Claimed = {
  id: string;
  workspaceId: string;
  ownerId: string | null;
  title: string;
  ownerIsMember: boolean;
};

const closed = Prisma.join(CLOSED_GOAL_STATUSES.map((status) => Prisma.sql`${status}`));

/**
 * The next reminder of a claimed goal `g`: one period (lib/goals/reminders.ts nextReminderAt, whose
 * calendar months PostgreSQL's interval arithmetic clamps the same way) after the one due; after
 * `now` when the job was away longer than a period (one reminder, not one per missed period).
 */
const nextSql = (now: Date) => {
  const period = Prisma.sql`(CASE g."reminder" WHEN 'weekly' THEN interval '7 days'
    WHEN 'monthly' THEN interval '1 month' ELSE interval '3 months' END)`;
  return Prisma.sql`(CASE WHEN g."nextReminderAt" + ${period} > ${now}::timestamp(3)
    THEN g."nextReminderAt" + ${period} ELSE ${now}::timestamp(3) + ${period} END)`;
};

/**
 * Claims a batch of open goals whose reminder is due, moving each one's next reminder on in the
 * same statement (`FOR UPDATE SKIP LOCKED`: two workers or two runs never claim the same one), so
 * each reminder is sent once.
 */
function claim(now: Date, limit: number): Promise<Claimed[]> {
  return getDb().$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT g."id" FROM "Goal" g
       WHERE g."nextReminderAt" <= ${now}::timestamp(3) AND g."reminder" <> 'never' AND g."status" NOT IN (${closed})
       ORDER BY g."nextReminderAt" LIMIT ${limit} FOR UPDATE OF g SKIP LOCKED),
    sent AS (
      UPDATE "Goal" g SET "nextReminderAt" = ${nextSql(now)} FROM due WHERE g."id" = due."id"
      RETURNING g."id", g."workspaceId", g."ownerId", g."title")
    SELECT s."id", s."workspaceId", s."ownerId", s."title",
           EXISTS (SELECT 1 FROM "WorkspaceMember" wm
                    WHERE wm."workspaceId" = s."workspaceId" AND wm."userId" = s."ownerId") AS "ownerIsMember"
      FROM sent s`;
}

/** Notifies the owner of each claimed goal (still a member of its workspace); answers how many were told. */
async function remind(goals: Claimed[]): Promise<number> {
  let sent = 0;
  for (const goal of goals) {
    if (!goal.ownerId || !goal.ownerIsMember) continue;
    const told = await notify(goal.workspaceId, [goal.ownerId], {
      kind: "goal.reminder",
      params: { goalTitle: goal.title },
      actorId: null,
      objectId: goal.id,
      link: `/goals/${goal.id}`,
    });
    sent += told.length;
  }
  return sent;
}

/**
 * A run of the goal reminders at `now`: clears the stale date of closed goals and goals set to
 * never (they are not reminded), then answers the sweep that claims the due ones and reminds their
 * owners.
 */
async function goalReminderSweep(now: Date): Promise<Sweep<Claimed>> {
  await getDb().$executeRaw`
    UPDATE "Goal" g SET "nextReminderAt" = NULL
     WHERE g."nextReminderAt" <= ${now}::timestamp(3) AND (g."reminder" = 'never' OR g."status" IN (${closed}))`;
  return { find: (limit) => claim(now, limit), batch: remind };
}

/**
 * Sends the goal reminders that are due: a notification to each goal's owner (still a member of its
 * workspace) to check in, linking the goal; in the app and, by the recipient's preferences, in their
 * e-mail digest (lib/server/inbox/). A reminder is recorded as sent before it is written (at
 * most once: a node dying in between loses that reminder rather than sending it twice). Closed goals
 * and goals set to never are not reminded; a stale date on them is cleared.
 */
export async function sendGoalReminders(now = new Date()): Promise<number> {
  return sweep(await goalReminderSweep(now), BATCH);
}

/** Every ten minutes: a reminder is at most ten minutes late. */
export const goalRemindersJob = sweepJob<Claimed>({
  name: "goal-reminders",
  schedule: "*/10 * * * *",
  runOnStart: true,
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 240,
  batch: BATCH,
  done: ([sent = 0]) => (sent ? `goal reminders: ${sent} sent` : undefined),
  work: () => goalReminderSweep(new Date()),
});
