// The active workspace's exports (issue 39, docs/platform/export.md), declared once: served by the
// route files under app/api/v1/exports, called by lib/client/export.ts. Owners and admins; a token
// needs `export:read` to list and download, `export:write` to start one.
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { exportItemSchema, exportListSchema } from "@/lib/export/types";
import { exportParamsSchema } from "@/lib/schemas/export";

const base = "/api/v1/exports" as const;

export const listExports = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The active workspace's last 10 exports, newest first, with their progress",
  response: exportListSchema,
});

export const startExport = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Export the workspace: a job makes a ZIP archive of its data and files and e-mails a link",
  response: exportItemSchema,
  status: 202,
  otherStatuses: [409],
});

export const downloadExport = defineEndpoint({
  method: "GET",
  path: `${base}/{exportId}/download`,
  auth: "session",
  summary: "The export's ZIP archive, streamed, for 7 days after it is made",
  params: exportParamsSchema,
  response: rawResponse("application/zip"),
  otherStatuses: [409],
});
