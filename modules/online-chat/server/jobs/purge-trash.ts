import "server-only";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

const BATCH = 500;

/**
 * Hourly at :17: deletes for good the chat messages deleted more than TRASH_DAYS (30) days ago,
 * BATCH per statement (the partial index on deletedAt) until none is left (their files go with the
 * daily purge-orphaned-uploads), then the uploads nobody sent within a day, with their files.
 */
export const chatTrashPurgeJob = scheduledJob({
  name: "chat-trash-purge",
  schedule: "17 * * * *",
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 600,
  async run() {
    const { purgeTrash } = await import("@/modules/online-chat/server/boxes");
    const { purgeUnsentAttachments } = await import("@/modules/online-chat/server/attachments");
    let count = 0;
    for (let purged = BATCH; purged === BATCH; count += purged) purged = await purgeTrash(BATCH);
    let unsent = 0;
    for (let purged = BATCH; purged === BATCH; unsent += purged) purged = await purgeUnsentAttachments(BATCH);
    const done = [
      count ? `${count} chat messages purged from the trash` : "",
      unsent ? `${unsent} unsent chat attachments removed` : "",
    ].filter(Boolean);
    return done.length ? done.join("; ") : undefined;
  },
});
