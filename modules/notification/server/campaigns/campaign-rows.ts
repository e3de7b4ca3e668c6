import "server-only";
import type {
  CampaignAudience,
  CampaignAudienceView,
  CampaignItem,
  CampaignSchedule,
  CampaignStatus,
  CampaignTotals,
  ChannelKind,
} from "@/modules/notification/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { creatorOf } from "../common";
import { maskEmail } from "../privacy";
import { seesAddresses } from "../scope";

export const campaignSelect = {
  id: true,
  name: true,
  audience: true,
  schedule: true,
  values: true,
  status: true,
  nextRunAt: true,
  runs: true,
  queuedCount: true,
  sentCount: true,
  failedCount: true,
  skippedCount: true,
  revision: true,
  lastRunAt: true,
  createdAt: true,
  workspaceId: true,
  moduleId: true,
  templateId: true,
  channelId: true,
  template: { select: { id: true, name: true, channelKind: true, variables: true } },
  channel: { select: { id: true, name: true, kind: true, enabled: true } },
  createdBy: { select: { id: true, name: true } },
} satisfies Prisma.NotificationCampaignSelect;

export type CampaignRow = Prisma.NotificationCampaignGetPayload<{ select: typeof campaignSelect }>;

/** A campaign row's counters as the latest run's totals. */
export const totalsOf = (row: {
  queuedCount: number;
  sentCount: number;
  failedCount: number;
  skippedCount: number;
}): CampaignTotals => ({
  queued: row.queuedCount,
  sent: row.sentCount,
  failed: row.failedCount,
  skipped: row.skippedCount,
});

/** The names of the projects the rows' audiences name, by id. */
export async function projectNames(rows: readonly CampaignRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => {
        const audience = row.audience as CampaignAudience;
        return audience.kind === "project" ? [audience.projectId] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const projects = await getDb().project.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(projects.map((project) => [project.id, project.name]));
}

/**
 * How an answer gives a pasted list: `whole` (one campaign's answer) or counted only (lists, state
 * changes), `masked` unless the caller may view the workspace's members.
 */
export interface AddressView {
  whole: boolean;
  masked: boolean;
}

export const addressView = (scope: Pick<ModuleScope, "membership">, whole: boolean): AddressView => ({
  whole,
  masked: !seesAddresses(scope),
});

/** Counted and masked: what an answer gives when it does not say for whom. */
const COUNTED: AddressView = { whole: false, masked: true };

export function audienceView(audience: CampaignAudience, view: AddressView): CampaignAudienceView {
  if (audience.kind !== "emails") return audience;
  const emails = view.whole ? audience.emails.map((email) => (view.masked ? maskEmail(email) : email)) : null;
  return { kind: "emails", count: audience.emails.length, emails, masked: view.masked };
}

export function toCampaignItem(
  row: CampaignRow,
  names: Map<string, string>,
  view: AddressView = COUNTED,
): CampaignItem {
  const audience = row.audience as CampaignAudience;
  return {
    id: row.id,
    name: row.name,
    template: row.template && { id: row.template.id, name: row.template.name },
    channel: row.channel && {
      id: row.channel.id,
      name: row.channel.name,
      kind: row.channel.kind as ChannelKind,
    },
    audience: audienceView(audience, view),
    audienceProjectName: audience.kind === "project" ? (names.get(audience.projectId) ?? null) : null,
    schedule: row.schedule as CampaignSchedule,
    values: (row.values ?? {}) as Record<string, string>,
    status: row.status as CampaignStatus,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    runs: row.runs,
    totals: totalsOf(row),
    revision: row.revision,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdBy: creatorOf(row.createdBy),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function itemOf(row: CampaignRow, view: AddressView = COUNTED): Promise<CampaignItem> {
  return toCampaignItem(row, await projectNames([row]), view);
}

/** A campaign of the module, or 404; `db`: a transaction, to read what it just wrote. */
export async function findCampaign(
  moduleId: string,
  campaignId: string,
  db: Prisma.TransactionClient = getDb(),
): Promise<CampaignRow> {
  const row = await db.notificationCampaign.findFirst({
    where: { id: campaignId, moduleId },
    select: campaignSelect,
  });
  if (!row) throw notFound("errors.campaignNotFound");
  return row;
}
