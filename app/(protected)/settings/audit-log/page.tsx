import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogForbidden } from "@/components/settings/audit-log/audit-log-forbidden";
import { AUDIT_FILTER_KEYS, type AuditFilterKey } from "@/components/settings/audit-log/audit-log-search";
import { AuditLogView } from "@/components/settings/audit-log/audit-log-view";
import type { AuditFilters } from "@/lib/client/audit-log";
import { auditQuerySchema } from "@/lib/schemas/audit-log";
import { getAuditSettings, listAuditLog, mayReadAuditLog } from "@/lib/server/audit/service";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.auditLog"))("title") };
}

/**
 * The URL's filters, checked with the API's own schema (a repeated one counts by its last value, as
 * the API reads it): each invalid one is left out and named, so the rest still apply; a start after
 * the end leaves the end out.
 */
function parseAuditSearch(search: Awaited<SearchParams>): {
  filters: AuditFilters;
  ignored: AuditFilterKey[];
} {
  const raw: Partial<Record<AuditFilterKey, string>> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = search[key];
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (last) raw[key] = last;
  }
  const ignored = new Set<AuditFilterKey>();
  const first = auditQuerySchema.safeParse(raw);
  if (!first.success)
    for (const issue of first.error.issues) {
      const key = AUDIT_FILTER_KEYS.find((name) => name === issue.path[0]);
      if (key) ignored.add(key);
    }
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !ignored.has(key as AuditFilterKey)));
  const parsed = auditQuerySchema.safeParse(kept);
  // Only the named fields can fail, and those are out; were it otherwise, none would apply.
  if (!parsed.success) for (const key of AUDIT_FILTER_KEYS) if (raw[key]) ignored.add(key);
  const { cursor: _cursor, ...filters } = parsed.success ? parsed.data : {};
  if (filters.from && filters.to && filters.from > filters.to) {
    ignored.add("to");
    delete filters.to;
  }
  return { filters, ignored: AUDIT_FILTER_KEYS.filter((key) => ignored.has(key)) };
}

/**
 * /settings/audit-log?action=&targetType=&actorId=&targetId=&from=&to=: the active workspace's audit
 * log (issue 39) for its owners and administrators, its first page for the URL's filters coming with
 * the page; others are told who may read it.
 */
export default async function AuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireWorkspaceActor();
  if (!(await mayReadAuditLog(actor))) return <AuditLogForbidden workspaceName={actor.workspaceName} />;
  const { filters, ignored } = parseAuditSearch(await searchParams);
  const [page, settings] = await Promise.all([listAuditLog(actor, filters), getAuditSettings(actor)]);
  return (
    <AuditLogView
      initialFilters={filters}
      ignored={ignored}
      initialPage={page}
      settings={settings}
      workspaceName={actor.workspaceName}
    />
  );
}
