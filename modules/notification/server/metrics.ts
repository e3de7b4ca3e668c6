import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { UNASSIGNED, type DrillRow, type MetricPoint } from "@/lib/metrics/entities";
import { getDb } from "@/lib/server/db";
import {
  defineMetricSource,
  type MetricContext,
  type MetricPointRef,
  type MetricQuery,
} from "@/lib/server/metrics/metric-source";
import { bucketKeySql, moduleIdsOf, periodSql } from "@/lib/server/metrics/sql";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { CAMPAIGN_STATUSES, DELIVERY_STATUSES } from "@/modules/notification/shared/types";
import { maskEmail } from "./privacy";
import { seesAddresses } from "./scope";

/**
 * The `notifications` report entity (issue 37): the messages of the campaigns of the Notification
 * modules the viewer may read — one `CampaignDelivery` per recipient of each run, every run counted
 * (a campaign sent twice to 10 people is 20 messages). Rights: the module's own read rule, the gate
 * (server/scope.ts `notificationScope`: its readers read its channels, templates, campaigns and
 * their deliveries), so every message of `ctx.scopes` counts; counts reveal no address, and the
 * drill-down names recipients as the deliveries drawer does (list-deliveries.ts: addresses only for
 * who may view the workspace's members, `seesAddresses`; others get names and masked addresses).
 * - Main instant: when the message was queued (`CampaignDelivery.createdAt`: its run's start, i.e.
 *   the campaign's scheduled time or the moment a person sent it): `from`/`to` and the `date` X-axis.
 * - The person: the campaign's creator (`NotificationCampaign.createdById`); `personIds` keeps the
 *   messages of their campaigns.
 * - X: `channels` (the campaign's channel: key its id, label its name; a campaign whose channel was
 *   deleted: UNASSIGNED), `notification-status` (the campaign's status now: draft, scheduled,
 *   sending, paused, completed, cancelled — CAMPAIGN_STATUSES), `sent-status` (the message's status:
 *   queued, sent, failed, skipped — DELIVERY_STATUSES), `date`.
 * - Y: `notification-count`, the messages; `sent-time`, the average minutes (1 decimal) from a
 *   message's queueing to its sending (`sentAt`), over the messages sent (points without any are
 *   left out).
 * - Drill: the messages, newest first: the campaign's name and the recipient, opening the module's
 *   campaigns tab searched for that campaign (a workspace's own Notification module has no page yet:
 *   null).
 */
type Query = MetricQuery<"notifications">;

/** `nd`: the messages a chart reads, with their campaign. */
function messagesCte(ctx: MetricContext, query: Query): Prisma.Sql {
  const person = query.personIds
    ? Prisma.sql`AND c."createdById" = ANY(${[...query.personIds]}::bpchar[])`
    : Prisma.empty;
  const sent =
    query.y === "sent-time" ? Prisma.sql`AND dl."status" = 'sent' AND dl."sentAt" IS NOT NULL` : Prisma.empty;
  return Prisma.sql`nd AS (
      SELECT dl."id", dl."status", dl."userId", dl."email", dl."name", dl."createdAt", dl."sentAt",
             c."name" AS "campaign", c."status" AS "campaignStatus", c."channelId", c."moduleId"
        FROM "NotificationCampaign" c JOIN "CampaignDelivery" dl ON dl."campaignId" = c."id"
       WHERE c."moduleId" = ANY(${moduleIdsOf(ctx.scopes)}::bpchar[])
             ${periodSql(Prisma.sql`dl."createdAt"`, query)} ${person} ${sent})`;
}

/** The X key of a message row `nd`. */
function keySql(query: Query): Prisma.Sql {
  switch (query.x) {
    case "channels":
      return Prisma.sql`COALESCE(nd."channelId"::text, ${UNASSIGNED})`;
    case "notification-status":
      return Prisma.sql`nd."campaignStatus"`;
    case "sent-status":
      return Prisma.sql`nd."status"`;
    case "date":
      return bucketKeySql(Prisma.sql`nd."createdAt"`, query.bucket, query.zone);
  }
}

const valueSql = (query: Query) =>
  query.y === "notification-count"
    ? Prisma.sql`count(*)::float8`
    : Prisma.sql`round((avg(extract(epoch FROM nd."sentAt" - nd."createdAt")) / 60)::numeric, 1)::float8`;

function byValue(a: MetricPoint, b: MetricPoint): number {
  return b.value - a.value || a.key.localeCompare(b.key);
}

function byList(keys: readonly string[]) {
  return (a: MetricPoint, b: MetricPoint) => keys.indexOf(a.key) - keys.indexOf(b.key);
}

const ORDER: Record<Query["x"], (a: MetricPoint, b: MetricPoint) => number> = {
  channels: byValue,
  "notification-status": byList(CAMPAIGN_STATUSES),
  "sent-status": byList(DELIVERY_STATUSES),
  date: (a, b) => a.key.localeCompare(b.key),
};

async function compute(ctx: MetricContext, query: Query): Promise<MetricPoint[]> {
  const label =
    query.x === "channels"
      ? Prisma.sql`(SELECT ch."name" FROM "NotificationChannel" ch WHERE ch."id" = g.key::bpchar)`
      : Prisma.sql`NULL::text`;
  const rows = await getDb().$queryRaw<{ key: string; label: string | null; value: number }[]>`
    WITH ${messagesCte(ctx, query)},
    g AS (SELECT ${keySql(query)} AS key, ${valueSql(query)} AS value FROM nd GROUP BY 1)
    SELECT g.key, ${label} AS label, g.value FROM g`;
  return rows
    .map((row) => ({ key: row.key, label: row.label, series: null, seriesLabel: null, value: row.value }))
    .sort(ORDER[query.x]);
}

/** The campaigns tab of a project's module, searched for one campaign (the tab's `q`). */
function campaignHref(scope: ModuleScope | undefined, campaign: string): string | null {
  if (!scope?.project) return null;
  const search = new URLSearchParams({ moduleId: scope.moduleId, q: campaign.slice(0, 100) });
  return `/project/${scope.project.id}/notification/campaigns?${search}`;
}

type DrillDbRow = {
  id: string;
  campaign: string;
  moduleId: string;
  userId: string | null;
  email: string | null;
  name: string | null;
  at: Date;
};

async function drill(
  ctx: MetricContext,
  query: Query,
  point: MetricPointRef,
  limit: number,
): Promise<DrillRow[]> {
  const rows = await getDb().$queryRaw<DrillDbRow[]>`
    WITH ${messagesCte(ctx, query)}
    SELECT nd."id", nd."campaign", nd."moduleId", nd."userId", nd."email", nd."name", nd."createdAt" AS at
      FROM nd
     WHERE ${keySql(query)} = ${point.key}
     ORDER BY nd."createdAt" DESC, nd."id" DESC
     LIMIT ${limit}`;
  const scopes = new Map(ctx.scopes.map((scope) => [scope.moduleId, scope]));
  const shown = seesAddresses(ctx);
  // As the deliveries drawer names a recipient: members by name, addresses only for who may see them.
  const address = (row: DrillDbRow) =>
    shown || row.email === null ? row.email : row.userId ? null : maskEmail(row.email);
  return rows.map((row) => ({
    id: row.id,
    title: row.campaign,
    subtitle: row.name ?? address(row),
    href: campaignHref(scopes.get(row.moduleId), row.campaign),
    at: row.at.toISOString(),
  }));
}

export const notificationMetrics = defineMetricSource({ entity: "notifications", compute, drill });
