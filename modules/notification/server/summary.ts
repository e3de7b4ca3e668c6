import "server-only";
import type { NotificationSummary } from "@/lib/modules/summaries";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

type Row = {
  moduleId: string;
  channels: number;
  campaigns: number;
  sending: number;
  sent: number;
  lastRunAt: Date | null;
};

/** The cards of every Notification module of a grid in one statement (indexed by moduleId). */
export async function summarizeNotificationModules(
  scopes: ModuleScope[],
): Promise<Map<string, NotificationSummary>> {
  const ids = scopes.map((scope) => scope.moduleId);
  const rows = ids.length
    ? await getDb().$queryRaw<Row[]>`
        SELECT m."id" AS "moduleId",
               (SELECT count(*) FROM "NotificationChannel" ch WHERE ch."moduleId" = m."id")::int AS "channels",
               count(c."id")::int AS "campaigns",
               count(c."id") FILTER (WHERE c."status" = 'sending')::int AS "sending",
               coalesce(sum(c."sentCount"), 0)::int AS "sent",
               max(c."lastRunAt") AS "lastRunAt"
          FROM unnest(${ids}::text[]) AS m("id")
          LEFT JOIN "NotificationCampaign" c ON c."moduleId" = m."id"
         GROUP BY m."id"`
    : [];
  return new Map(
    rows.map((row) => [
      row.moduleId,
      {
        tag: "Notification",
        channels: row.channels,
        campaigns: row.campaigns,
        sending: row.sending,
        sent: row.sent,
        lastRunAt: row.lastRunAt?.toISOString() ?? null,
      },
    ]),
  );
}
