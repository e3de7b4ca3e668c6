import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { notify } from "@/lib/server/inbox/notify";

/** Responses this recent wait for the next announcement: their insert may not have committed yet. */
export const ANNOUNCE_SETTLE_MS = 2_000;

/** Whole milliseconds like the columns, so the mark stored is the very bound counted below. */
export const settledBefore = (settleMs: number) =>
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
