"use client";

// Typed calls of the workspace's exports (lib/contracts/export.ts).
import { call } from "@/lib/client/api";
import type { listExports, listImports, startExport } from "@/lib/contracts/export";
import type { ImportItem } from "@/lib/export/types";
import { uploadFile } from "@/lib/client/upload";

export const exportApi = {
  list: () => call<typeof listExports>("GET /api/v1/exports", {}),
  start: () => call<typeof startExport>("POST /api/v1/exports", {}),
};

/** Where the browser downloads an export's archive. */
export const exportDownloadUrl = (exportId: string) => `/api/v1/exports/${exportId}/download`;

export const importApi = {
  list: () => call<typeof listImports>("GET /api/v1/imports", {}),
  /** Sends the archive itself as the body, with the upload's progress (0–100). */
  start: (file: File, name: string | null, onProgress: (percent: number) => void) =>
    uploadFile<ImportItem>(new File([file], file.name, { type: "application/zip" }), {
      url: `/api/v1/imports${name ? `?${new URLSearchParams({ name })}` : ""}`,
      onProgress,
      raw: true,
    }),
};
