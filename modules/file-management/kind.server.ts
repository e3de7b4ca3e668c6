import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { filesWebhookEvents } from "@/modules/file-management/server/webhook-events";
import { fileManagementKind } from "./kind";
import { fileManagementAi } from "@/modules/file-management/server/ai/context";
import { extractTextJob } from "@/modules/file-management/server/jobs/extract-text";
import { drivePurgeJob } from "@/modules/file-management/server/jobs/purge";
import { thumbnailsJob } from "@/modules/file-management/server/jobs/thumbnails";
import { fileMetrics } from "@/modules/file-management/server/metrics";
import { summarizeFileManagement } from "@/modules/file-management/server/summary";
import { fileTriggers } from "@/modules/file-management/server/automation";
import { FILE_SEARCH_SOURCES } from "./server/search-source";

/**
 * Its catalog entry, its grid card (the storage in use and the files changed last), its Ask AI
 * assistant (server/ai/: find a file by a description, summarise a document), and its jobs:
 * images' thumbnails, the text of text files and PDFs (search by content), and the daily purge of
 * the trash (after 30 days) and of unfinished uploads; and its automation trigger (a file uploaded).
 */
export const fileManagementServer = defineServerKind(fileManagementKind, {
  search: FILE_SEARCH_SOURCES,
  catalog: {
    title: "File management",
    description: "Store, organise and share the files of a project.",
    category: "Productivity",
    active: true,
    gradient: ["#495057", "#868e96"],
    size: CARD_SIZES.card,
  },
  summarize: summarizeFileManagement,
  ai: fileManagementAi,
  metrics: [fileMetrics],
  jobs: [thumbnailsJob, extractTextJob, drivePurgeJob],
  automation: { triggers: fileTriggers },
  webhooks: filesWebhookEvents,
  // A public link's token is this server's: the import leaves links (and their downloads) out.
  portability: { DriveLink: { skip: true } },
});
