// The workspace's audit log (issue 39, docs/platform/audit-log.md), declared once: served by the route
// files under app/api/v1/audit-log, called by lib/client/audit-log.ts. Owners and admins only; a token
// needs `audit:read` (and `audit:write` to change the retention).
import { defineEndpoint, rawResponse } from "@/lib/contracts/endpoint";
import { auditPageSchema, auditSettingsSchema } from "@/lib/audit/types";
import { auditQuerySchema, auditSettingsInputSchema } from "@/lib/schemas/audit-log";

const base = "/api/v1/audit-log" as const;

export const listAuditLog = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The active workspace's audit log, newest first, 50 a page (cursor), filtered",
  query: auditQuerySchema,
  response: auditPageSchema,
});

export const exportAuditLog = defineEndpoint({
  method: "GET",
  path: `${base}/export`,
  auth: "session",
  summary: "The audit log as CSV (the same filters, every matching entry, streamed)",
  query: auditQuerySchema,
  response: rawResponse("text/csv"),
});

export const getAuditSettings = defineEndpoint({
  method: "GET",
  path: `${base}/settings`,
  auth: "session",
  summary: "How long entries are kept, and the people who appear in the log",
  response: auditSettingsSchema,
});

export const updateAuditSettings = defineEndpoint({
  method: "PATCH",
  path: `${base}/settings`,
  auth: "session",
  summary: "Change how long entries are kept (30 to 3,650 days); older ones go at the next daily purge",
  body: auditSettingsInputSchema,
  response: auditSettingsSchema,
});
