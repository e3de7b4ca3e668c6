import "server-only";
import { z } from "zod";
import { purgeExpiredExports, runExport } from "@/lib/server/export/run-export";
import { runImport } from "@/lib/server/export/run-import";
import { defineJob } from "@/lib/server/jobs/job";
import { scheduledJob } from "@/lib/server/jobs/scheduled-job";

/**
 * Makes one workspace's export archive (lib/server/export/run-export.ts). Not retried: a failed
 * export is marked failed and its admins start another; one that outlives its expiry was stopped.
 */
export const workspaceExportJob = defineJob({
  name: "workspace-export",
  policy: "standard",
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 3 * 3600,
  workers: 1,
  payload: z.object({ exportId: z.string().regex(/^[0-9a-f]{24}$/) }),
  handler: ({ exportId }) => runExport(exportId),
});

/** Hourly: archives past their week are deleted; an export stopped midway (a node went down) is failed. */
export const purgeWorkspaceExportsJob = scheduledJob({
  name: "purge-workspace-exports",
  schedule: "17 * * * *",
  runOnStart: true,
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 900,
  async run() {
    const { deleted, stopped } = await purgeExpiredExports();
    return deleted || stopped
      ? `deleted ${deleted} expired export archives, failed ${stopped} stopped exports`
      : undefined;
  },
});

/**
 * Reads one uploaded archive into a new workspace (lib/server/export/run-import.ts). Not retried:
 * a failed import leaves nothing behind and is marked failed; its person starts another.
 */
export const workspaceImportJob = defineJob({
  name: "workspace-import",
  policy: "standard",
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 6 * 3600,
  workers: 1,
  payload: z.object({ importId: z.string().regex(/^[0-9a-f]{24}$/) }),
  handler: ({ importId }) => runImport(importId),
});
