import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { getDb } from "@/lib/server/db";
import { badRequest, gone, notFound } from "@/lib/server/errors";
import { MetricReader } from "@/lib/server/metrics/run-metric";
import { readableModulesFor } from "@/lib/server/modules/module-scope";
import { requireMembership } from "@/lib/server/permissions/workspace-member";
import { verifyPassword } from "@/lib/server/security/password";
import { consume } from "@/lib/server/security/rate-limit";
import { hashToken } from "@/lib/server/security/tokens";
import { unlockCookies, type CookieJar, type UnlockCookie } from "@/lib/server/security/unlock-cookie";
import { combineFilters, readFilters } from "@/modules/data-visualization/shared/filters";
import type { PublicChart, PublicDashboard } from "@/modules/data-visualization/shared/shares";
import type { ChartData } from "@/modules/data-visualization/shared/types";
import { chartData, emptyChartData } from "./chart-data";
import { chartOf, chartRowSelect } from "./chart-rows";
import { DATA_VISUALIZATION_TAG } from "./scope";
import { shareState } from "./shares";

// A published dashboard as a visitor without an account reads it (/d/{token} and
// /api/v1/public/dashboards/{token}): the token finds the link; a revoked link, an unknown token, a
// dashboard gone, or a publisher who can no longer read its module is not found; one past its expiry
// is gone (410). A link with a password opens only with the cookie the right password set (an HMAC
// of the link and its password's hash). Its charts are computed as the publisher — their rights, not
// more — under the dashboard's filters narrowed by the link's locked ones; nothing a visitor sends
// changes them (only the time zone days are read in). A visitor sees each chart's look and data,
// never what it reads (no SQL, no ids of tables or connectors).

const unlocking = unlockCookies("suite-dashboard-link-unlock", "dashboard-link");
const linkGone = () => notFound("errors.dashboardLinkNotFound");

async function findShare(token: string) {
  const share = await getDb().dashboardShare.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      passwordHash: true,
      expiresAt: true,
      revokedAt: true,
      filters: true,
      createdById: true,
      createdBy: { select: { name: true, email: true } },
      dashboard: {
        select: { id: true, name: true, description: true, filters: true, moduleId: true, workspaceId: true },
      },
    },
  });
  if (!share) throw linkGone();
  const state = shareState(share);
  if (state === "revoked") throw linkGone();
  if (state === "expired") throw gone("errors.dashboardLinkExpired");
  return share;
}
type FoundShare = Awaited<ReturnType<typeof findShare>>;

const publicChartOf = (chart: ReturnType<typeof chartOf>): PublicChart => ({
  id: chart.id,
  name: chart.name,
  style: chart.style,
  color: chart.color,
  axis:
    chart.source.type === "entity"
      ? {
          entity: chart.source.entity,
          x: chart.source.x,
          y: chart.source.y,
          bucket: chart.source.x === "date" ? chart.source.bucket : null,
        }
      : {
          entity: null,
          x: null,
          y: chart.source.type === "sql" ? null : chart.source.y,
          bucket: chart.source.type === "sql" ? null : chart.source.bucket,
        },
  x: chart.x,
  y: chart.y,
  w: chart.w,
  h: chart.h,
});

/** The dashboard and its charts' data as the publisher reads them under the locked filters. */
async function openDashboard(share: FoundShare, zone: string, locale: Locale): Promise<PublicDashboard> {
  const { dashboard } = share;
  const membership = await requireMembership(
    { userId: share.createdById, activeMember: null, role: null },
    dashboard.workspaceId,
  ).catch(() => null);
  if (!membership) throw linkGone();
  const readable = await readableModulesFor(membership, [DATA_VISUALIZATION_TAG], locale);
  if (!readable.some((scope) => scope.moduleId === dashboard.moduleId)) throw linkGone();
  const rows = await getDb().dashboardChart.findMany({
    where: { dashboardId: dashboard.id },
    orderBy: [{ y: "asc" }, { x: "asc" }, { id: "asc" }],
    select: chartRowSelect,
  });
  const charts = rows.map(chartOf);
  const locked = readFilters(share.filters);
  const outer = combineFilters(readFilters(dashboard.filters), locked);
  const reader = new MetricReader(membership, locale);
  const place = { moduleId: dashboard.moduleId, locale };
  // The dashboard's and the link's filters leave nothing when their projects or people never meet.
  const data: ChartData[] = await Promise.all(
    charts.map((chart) =>
      outer ? chartData(reader, chart, outer, zone, place) : emptyChartData(chart.id, zone),
    ),
  );
  await getDb().dashboardShare.update({
    where: { id: share.id },
    data: { views: { increment: 1 }, lastViewedAt: reader.now },
  });
  return {
    access: "open",
    name: dashboard.name,
    description: dashboard.description,
    sharedBy: share.createdBy.name ?? null,
    filters: locked,
    expiresAt: share.expiresAt?.toISOString() ?? null,
    charts: charts.map(publicChartOf),
    data,
    readAt: reader.now.toISOString(),
  };
}

/** GET /public/dashboards/{token}: the dashboard, or "locked" until its password is given. */
export async function openShare(
  token: string,
  input: { cookies: CookieJar; zone: string | undefined; ip: string; locale: Locale },
): Promise<PublicDashboard> {
  await consume("dashboardLinkPerIp", input.ip);
  const share = await findShare(token);
  if (!unlocking.unlocked(share, input.cookies)) return { access: "locked" };
  return openDashboard(share, input.zone ?? "UTC", input.locale);
}

/** POST /public/dashboards/{token}/unlock: the password, tried at most ten times in 15 minutes per address. */
export async function unlockShare(
  token: string,
  input: { password: string; zone: string | undefined; ip: string; locale: Locale },
): Promise<{ dashboard: PublicDashboard; cookie: UnlockCookie | null }> {
  const share = await findShare(token);
  if (!share.passwordHash)
    return { dashboard: await openDashboard(share, input.zone ?? "UTC", input.locale), cookie: null };
  await consume("dashboardLinkUnlock", `${input.ip}:${share.id}`, "errors.dashboardLinkTooManyTries");
  if (!(await verifyPassword(input.password, share.passwordHash)))
    throw badRequest("validation.shareWrongPassword");
  return {
    dashboard: await openDashboard(share, input.zone ?? "UTC", input.locale),
    cookie: unlocking.cookie(share),
  };
}
