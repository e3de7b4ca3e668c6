"use client";

// Typed calls of the workspace's audit log (lib/contracts/audit-log.ts), and their queries.
import { call, hrefOf } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  exportAuditLog,
  getAuditSettings,
  listAuditLog,
  updateAuditSettings,
} from "@/lib/contracts/audit-log";
import type { AuditQuery } from "@/lib/schemas/audit-log";

/** The log's filters: the API's query without its page cursor (the page's URL holds them). */
export type AuditFilters = Omit<AuditQuery, "cursor">;

/** The tag of every page of the log, whatever its filters: `invalidateQueries({ tag: AUDIT_LOG_TAG })`. */
export const AUDIT_LOG_TAG = "auditLog";

/** The query of `filters` (and a page's cursor), with nothing empty in it. */
function auditQuery(filters: AuditFilters, cursor: string | null = null) {
  return {
    action: filters.action,
    targetType: filters.targetType,
    actorId: filters.actorId,
    targetId: filters.targetId,
    from: filters.from,
    to: filters.to,
    cursor: cursor ?? undefined,
  };
}

export const auditLogQueries = {
  /** One page of the log for `filters`, newest first (`cursor` null: the first). */
  page: (filters: AuditFilters, cursor: string | null) =>
    endpointQuery<typeof listAuditLog>("GET /api/v1/audit-log", { query: auditQuery(filters, cursor) }, [
      AUDIT_LOG_TAG,
    ]),
  settings: () => endpointQuery<typeof getAuditSettings>("GET /api/v1/audit-log/settings", {}),
};

export const auditLogApi = {
  list: (filters: AuditFilters, cursor: string | null = null) =>
    call<typeof listAuditLog>("GET /api/v1/audit-log", { query: auditQuery(filters, cursor) }),
  /** The CSV of every entry matching `filters`: a link's address (the server sends it as a download). */
  exportHref: (filters: AuditFilters) =>
    hrefOf<typeof exportAuditLog>("GET /api/v1/audit-log/export", { query: auditQuery(filters) }),
  settings: () => call<typeof getAuditSettings>("GET /api/v1/audit-log/settings", {}),
  updateSettings: (retentionDays: number) =>
    call<typeof updateAuditSettings>("PATCH /api/v1/audit-log/settings", { body: { retentionDays } }),
};
