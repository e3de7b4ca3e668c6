import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type {
  CampaignAudience,
  CampaignItem,
  CampaignSchedule,
  CampaignStatus,
} from "@/modules/notification/shared/types";
import { nextRunAfter } from "@/modules/notification/shared/schedule";
import { campaignActionSchema } from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest, conflict } from "@/lib/server/errors";
import { queueCampaignRun } from "@/modules/notification/server/jobs/campaign-send";
import { moduleEvents } from "../common";
import { assertRecipientsDisclosable, holdWhatCampaignUses } from "../privacy";
import { assertCanSend } from "../scope";
import { assertMayEmailOutside, assertResendConfirmed } from "../sending/send-guard";
import { START_RUN_TRANSACTION, startRunIn } from "../sending/start-run";
import { variablesOf } from "../templates";
import { campaignRequest } from "./campaign-request";
import { addressView, findCampaign, itemOf, totalsOf, type CampaignRow } from "./campaign-rows";

/** What a send needs: a template and an enabled channel of its kind, every custom variable valued. */
function assertSendable(row: CampaignRow): void {
  if (!row.template) throw badRequest("validation.campaignTemplateRequired");
  if (!row.channel) throw badRequest("validation.campaignChannelRequired");
  if (!row.channel.enabled) throw badRequest("errors.channelDisabled");
  if (row.template.channelKind !== row.channel.kind) throw badRequest("errors.templateChannelMismatch");
  const values = (row.values ?? {}) as Record<string, string>;
  if (variablesOf(row.template.variables).some((variable) => !values[variable.name]?.trim()))
    throw badRequest("errors.campaignValuesMissing");
}

/**
 * POST …/campaigns/{id}/state {action}: send (a draft or a completed campaign: now, or scheduled for
 * its time), pause and resume a run, cancel (what is still queued fails as "cancelled"). Sending needs
 * administration of the module or its project; sending a completed campaign again needs `confirm`,
 * e-mail to addresses outside the workspace a verified sender and room in today's quota
 * (sending/send-guard.ts, sending/plan-run.ts).
 */
export async function campaignAction(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const request = await campaignRequest(actor, input, locale, assertCanSend, campaignActionSchema);
  const { scope, current } = request;
  const { action, confirm } = request.body;
  const invalid = () => conflict("errors.campaignActionInvalid");

  // The change and the campaign as it left it (its event) in one transaction.
  const { row, queueRun } = await withEvents(
    async (tx, emit) => {
      let run: number | null = null;
      if (action === "send") {
        if (current.status !== "draft" && current.status !== "completed") throw invalid();
        assertSendable(current);
        assertResendConfirmed(current, confirm);
        await assertMayEmailOutside(tx, actor, current);
        assertRecipientsDisclosable(scope, current.channel?.kind, current.audience as CampaignAudience);
        // A racing change of the template or channel lands before this send or sees it scheduled.
        await holdWhatCampaignUses(tx, current);
        const schedule = current.schedule as CampaignSchedule;
        if (schedule.kind === "now") {
          run = await startRunIn(tx, emit, current.id, [current.status], new Date(), {
            refuse: true,
            locale,
          });
          if (run === null) throw invalid();
        } else {
          const next = nextRunAfter(schedule, new Date());
          if (!next) throw badRequest("errors.scheduleInPast");
          const changed = await tx.notificationCampaign.updateMany({
            where: { id: current.id, status: current.status },
            data: { status: "scheduled", nextRunAt: next },
          });
          if (changed.count === 0) throw invalid();
        }
      } else if (action === "pause") {
        const changed = await tx.notificationCampaign.updateMany({
          where: { id: current.id, status: "sending" },
          data: { status: "paused" },
        });
        if (changed.count === 0) throw invalid();
      } else if (action === "resume") {
        const changed = await tx.notificationCampaign.updateMany({
          where: { id: current.id, status: "paused" },
          data: { status: "sending" },
        });
        if (changed.count === 0) throw invalid();
        run = current.runs;
      } else {
        const changed = await tx.notificationCampaign.updateMany({
          where: { id: current.id, status: { in: ["scheduled", "sending", "paused"] } },
          data: { status: "cancelled", nextRunAt: null },
        });
        if (changed.count === 0) throw invalid();
        // What a batch holds now is delivered by it; everything still queued fails as cancelled.
        const cancelled =
          await tx.$executeRaw`UPDATE "CampaignDelivery" SET "status" = 'failed', "reason" = 'cancelled'
                                WHERE "campaignId" = ${current.id} AND "run" = ${current.runs} AND "status" = 'queued'`;
        await tx.$executeRaw`UPDATE "NotificationCampaign"
                                SET "queuedCount" = GREATEST("queuedCount" - ${cancelled}, 0), "failedCount" = "failedCount" + ${cancelled}
                              WHERE "id" = ${current.id}`;
      }
      const changedRow = await findCampaign(scope.moduleId, current.id, tx);
      emit(
        moduleEvents(changedRow.workspaceId, changedRow.moduleId, actor, [
          {
            entity: "campaign",
            id: changedRow.id,
            status: changedRow.status as CampaignStatus,
            totals: totalsOf(changedRow),
            revision: changedRow.revision,
          },
        ]),
      );
      return { row: changedRow, queueRun: run };
    },
    action === "send" ? START_RUN_TRANSACTION : undefined,
  );

  if (queueRun !== null) {
    await queueCampaignRun(row.id, queueRun);
    return itemOf(await findCampaign(scope.moduleId, current.id), addressView(scope, false));
  }
  return itemOf(row, addressView(scope, false));
}
