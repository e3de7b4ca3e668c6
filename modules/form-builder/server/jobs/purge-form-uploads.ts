import "server-only";
import { getDb } from "@/lib/server/db";
import { formEnv } from "@/lib/server/env";
import { deleteFiles } from "@/lib/server/jobs/purge-orphaned-uploads";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";
import { purgeUsedChallenges } from "@/lib/server/security/challenge";

const BATCH = 200;
/** Batches per run, so a run stays well within its expiry; the next run goes on. */
const MAX_BATCHES = 50;

/**
 * Respondents' uploads no response named within FORM_UPLOAD_TTL_MINUTES: their FormUpload rows are
 * deleted first (a submission naming one locks it, so either the submission or the purge wins),
 * then their bytes and File rows (a File whose bytes could not be deleted is left to the daily
 * purge-orphaned-uploads). Also forgets spent challenges that have expired. Returns the files deleted.
 */
export async function purgeFormUploads(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - formEnv().FORM_UPLOAD_TTL_MINUTES * 60_000);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await getDb().$queryRaw<{ fileKey: string }[]>`
      DELETE FROM "FormUpload"
       WHERE "fileKey" IN (SELECT "fileKey" FROM "FormUpload"
                            WHERE NOT "submitted" AND "createdAt" < ${before}
                            ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         AND NOT "submitted"
      RETURNING "fileKey"`;
    if (rows.length === 0) break;
    const files = await getDb().file.findMany({
      where: { key: { in: rows.map((row) => row.fileKey) } },
      select: { id: true, key: true },
    });
    deleted += await deleteFiles(files);
    if (rows.length < BATCH) break;
  }
  await purgeUsedChallenges(now);
  return deleted;
}

/** Every 10 minutes: unsubmitted public form uploads past their time (see purgeFormUploads). */
export const formUploadsPurgeJob = scheduledJob({
  name: "form-uploads-purge",
  schedule: "*/10 * * * *",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 540,
  async run() {
    const deleted = await purgeFormUploads();
    return deleted ? `deleted ${deleted} unsubmitted form uploads` : undefined;
  },
});
