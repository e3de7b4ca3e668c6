// The active workspace's exports (issue 39, docs/platform/export.md), declared once: served by the
// route files under app/api/v1/exports, called by lib/client/export.ts. Owners and admins; a token
// needs `export:read` to list and download, `export:write` to start one. Imports (into a new
// workspace the caller owns) are the person's own, never a token's.
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { exportItemSchema, exportListSchema, importItemSchema, importListSchema } from "@/lib/export/types";
import { exportParamsSchema, importQuerySchema } from "@/lib/schemas/export";

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

export const listImports = defineEndpoint({
  method: "GET",
  path: "/api/v1/imports",
  auth: "session",
  summary: "The caller's last 10 imports of export archives, newest first, with their progress",
  response: importListSchema,
});

export const startImport = defineEndpoint({
  method: "POST",
  path: "/api/v1/imports",
  auth: "session",
  summary:
    "Import an export archive into a new workspace the caller owns: the ZIP as the body (application/zip, up to 10 GiB), `name` the workspace's (the archive's otherwise); a job reads it",
  query: importQuerySchema,
  response: importItemSchema,
  status: 202,
  otherStatuses: [409, 413],
});
