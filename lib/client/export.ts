"use client";

// Typed calls of the workspace's exports (lib/contracts/export.ts).
import { call } from "@/lib/client/api";
import type { listExports, startExport } from "@/lib/contracts/export";

export const exportApi = {
  list: () => call<typeof listExports>("GET /api/v1/exports", {}),
  start: () => call<typeof startExport>("POST /api/v1/exports", {}),
};

/** Where the browser downloads an export's archive. */
export const exportDownloadUrl = (exportId: string) => `/api/v1/exports/${exportId}/download`;
