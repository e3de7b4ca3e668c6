import "server-only";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { extractText, extractTextJob, wantsText } from "./extract-text";
import { makeThumbnail, thumbnailsJob, wantsThumbnail } from "./thumbnails";

/**
 * What follows a new current version of a file (an upload, a restored version): its thumbnail and
 * its text, by their jobs; where no job runner runs (a script, a test without one), at once.
 */
export async function afterNewContent(itemId: string, contentType: string | null): Promise<void> {
  if (wantsThumbnail(contentType)) {
    const queued = await enqueueJob(thumbnailsJob, { itemId }).catch(() => null);
    if (queued === null) await makeThumbnail(itemId);
  }
  if (wantsText(contentType)) {
    const queued = await enqueueJob(extractTextJob, { itemId }).catch(() => null);
    if (queued === null) await extractText(itemId);
  }
}
