import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { notify } from "@/lib/server/inbox/notify";

// A form's followers hear of its new responses in batches: "3 new responses to Feedback" once, not
// a notification per response (a form shared on a busy page gets hundreds a minute), and a
// submission itself writes nothing for it. The first response after a quiet spell starts a timer
// on its node (ANNOUNCE_DELAY_MS); when it fires, the responses since Form.announcedUntil are
// claimed and counted, and the followers told. The claim moves announcedUntil under the form's row
// lock, so two nodes (or the sweep) never announce a response twice; the sweep (the
// form-response-announcements job) tells what a node that stopped left unannounced.

/** How long after a quiet form's first new response its followers are told (the burst it opens with it). */
export const ANNOUNCE_DELAY_MS = 5_000;
/** Responses this recent wait for the next announcement: their insert may not have committed yet. */
export const ANNOUNCE_SETTLE_MS = 2_000;

// server.ts and Next's bundled route code are two module graphs in one process: the timers live on
// globalThis, so the server's shutdown flushes the ones the routes started.
const globalForAnnouncements = globalThis as unknown as {
  suiteFormAnnouncements?: Map<string, ReturnType<typeof setTimeout>>;
};
const pending = (globalForAnnouncements.suiteFormAnnouncements ??= new Map());

/** After a submission: tells the form's followers soon, once for all that arrive meanwhile. */
export function scheduleAnnouncement(formId: string): void {
  if (pending.has(formId)) return;
  const timer = setTimeout(() => {
    pending.delete(formId);
    void announceResponses(formId).then(
      (left) => {
        // Responses of the last instant were left to the next announcement: it comes now.
        if (left) scheduleAnnouncement(formId);
      },
      (error: unknown) =>
        logger.error(
          `[form-builder] announcing responses: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  }, ANNOUNCE_DELAY_MS);
  timer.unref?.();
  pending.set(formId, timer);
}

/**
 * On shutdown, after the last request was answered: every waiting announcement is made now (no
 * insert is still in flight, so nothing needs to settle).
 */
export async function flushAnnouncements(): Promise<void> {
  const formIds = [...pending.keys()];
  cancelAnnouncements();
  for (const formId of formIds) await announceResponses(formId, 0);
}

/** Drops the waiting announcements (tests; the sweep would make them later). */
export function cancelAnnouncements(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
}

/** Whole milliseconds like the columns, so the mark stored is the very bound counted below. */
const settledBefore = (settleMs: number) =>
  Prisma.sql`date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') - make_interval(secs => ${settleMs / 1000}))`;

/**
 * Claims the form's responses created since the last announcement (up to `settleMs` ago) and tells
 * its followers how many arrived. Returns whether newer responses are left for the next one.
 */
export async function announceResponses(formId: string, settleMs = ANNOUNCE_SETTLE_MS): Promise<boolean> {
  const db = getDb();
  const until = settledBefore(settleMs);
  const claimed = await db.$transaction(async (tx) => {
    const [form] = await tx.$queryRaw<{ from: Date | null }[]>`
      SELECT "announcedUntil" AS "from" FROM "Form" WHERE "id" = ${formId} FOR UPDATE`;
    if (!form) return null;
    const range = form.from
      ? Prisma.sql`r."createdAt" >= ${form.from} AND r."createdAt" < ${until}`
      : Prisma.sql`r."createdAt" < ${until}`;
    const [counted] = await tx.$queryRaw<{ count: bigint; left: boolean }[]>`
      SELECT count(*) FILTER (WHERE ${range}) AS count,
             bool_or(r."createdAt" >= ${until}) AS left
        FROM "FormResponse" r
       WHERE r."formId" = ${formId} AND r."createdAt" >= ${form.from ?? new Date(0)}`;
    await tx.$executeRaw`UPDATE "Form" SET "announcedUntil" = ${until}
       WHERE "id" = ${formId} AND ("announcedUntil" IS NULL OR "announcedUntil" < ${until})`;
    return { count: Number(counted?.count ?? 0), left: counted?.left ?? false };
  });
  if (!claimed) return false;
  if (claimed.count > 0) await notifyFollowers(formId, claimed.count);
  return claimed.left;
}

/**
 * Tells a form's followers of `count` new responses ("form.response"), each only while they may
 * still read the module (the gate's rule from their side). A private form tells only its creator
 * (the module's admins see it too, but whether they still administer it is not re-checked here).
 * Respondents are strangers: there is no actor.
 */
async function notifyFollowers(formId: string, count: number): Promise<void> {
  const db = getDb();
  const form = await db.form.findUnique({
    where: { id: formId },
    select: { id: true, moduleId: true, workspaceId: true, title: true, private: true, createdById: true },
  });
  if (!form) return;
  const followers = await db.formFollower.findMany({
    where: { formId: form.id, ...(form.private ? { userId: form.createdById ?? "" } : {}) },
    select: { userId: true },
  });
  if (followers.length === 0) return;
  const placed = await db.projectModule.findUnique({
    where: { id: form.moduleId },
    select: { private: true, project: { select: { id: true, private: true } } },
  });
  const readers = await moduleReaders(
    form.workspaceId,
    { moduleId: form.moduleId, private: placed?.private ?? false, project: placed?.project ?? null },
    followers.map((f) => f.userId),
  );
  await notify(form.workspaceId, readers, {
    kind: "form.response",
    params: { formTitle: form.title, count },
    actorId: null,
    moduleId: form.moduleId,
    objectId: form.id,
    link: `/form-builder/${form.moduleId}/${form.id}/edit?view=responses`,
  });
}

/** The forms with responses not announced yet (settled), at most `limit`: the sweep's work. */
export async function formsToAnnounce(limit: number): Promise<string[]> {
  const until = settledBefore(ANNOUNCE_SETTLE_MS);
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT f."id" FROM "Form" f
     WHERE EXISTS (SELECT 1 FROM "FormResponse" r
                    WHERE r."formId" = f."id" AND r."createdAt" >= coalesce(f."announcedUntil", '-infinity'::timestamp)
                      AND r."createdAt" < ${until})
     LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
