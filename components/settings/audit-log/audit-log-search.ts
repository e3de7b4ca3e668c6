// The audit log page's filters as its URL holds them (/settings/audit-log?action=…&from=…). Pure: the
// server page and the browser both use it.
import type { AuditFilters } from "@/lib/client/audit-log";

/** The search params that are filters, in the order the URL writes them (the page cursor is not one). */
export const AUDIT_FILTER_KEYS = ["action", "targetType", "actorId", "targetId", "from", "to"] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** The URL search of `filters` ("" without any), for `history.replaceState`. */
export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const hasFilters = (filters: AuditFilters) => AUDIT_FILTER_KEYS.some((key) => Boolean(filters[key]));

export const sameFilters = (a: AuditFilters, b: AuditFilters) =>
  AUDIT_FILTER_KEYS.every((key) => (a[key] ?? "") === (b[key] ?? ""));
