import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CampaignAudience, CampaignItem } from "@/modules/notification/shared/types";
import { nextRunAfter } from "@/modules/notification/shared/schedule";
import { updateCampaignSchema } from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { badRequest, conflict, forbidden } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { withEvents } from "@/lib/server/events/commit";
import { moduleEvents } from "../common";
import { assertRecipientsDisclosable } from "../privacy";
import { assertMayEmailOutside } from "../sending/send-guard";
import { canSend } from "../scope";
import { campaignRequest } from "./campaign-request";
import { addressView, findCampaign, itemOf } from "./campaign-rows";
import { checkReferences } from "./check-references";

/**
 * PATCH …/campaigns/{id}: a draft, or a scheduled campaign (its next run follows the new schedule).
 * What a scheduled campaign sends was chosen by someone who may send: only they may change it, and
 * e-mail to addresses outside the workspace needs their address verified (as Send does).
 */
export async function updateCampaign(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const { scope, body, current } = await campaignRequest(
    actor,
    input,
    locale,
    (gate) => assertModuleCan(gate, "edit"),
    updateCampaignSchema,
  );
  if (current.status !== "draft" && current.status !== "scheduled")
    throw conflict("errors.campaignNotEditable");
  const scheduled = current.status === "scheduled";
  if (scheduled && !canSend(scope)) throw forbidden("errors.campaignScheduledEditForbidden");
  const { channelKind } = await checkReferences(scope, body);
  if (scheduled)
    assertRecipientsDisclosable(
      scope,
      channelKind ?? current.channel?.kind,
      body.audience ?? (current.audience as CampaignAudience),
    );
  let nextRunAt: Date | null | undefined;
  if (current.status === "scheduled" && body.schedule) {
    nextRunAt = nextRunAfter(body.schedule, new Date());
    if (!nextRunAt) throw badRequest("errors.scheduleInPast");
  }
  const row = await withEvents(async (tx, emit) => {
    const changed = await tx.notificationCampaign.updateMany({
      where: { id: current.id, status: current.status },
      data: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.templateId !== undefined ? { templateId: body.templateId } : {}),
        ...(body.channelId !== undefined ? { channelId: body.channelId } : {}),
        ...(body.audience !== undefined ? { audience: body.audience as Prisma.InputJsonObject } : {}),
        ...(body.schedule !== undefined ? { schedule: body.schedule as Prisma.InputJsonObject } : {}),
        ...(body.values !== undefined ? { values: body.values } : {}),
        ...(nextRunAt !== undefined ? { nextRunAt } : {}),
      },
    });
    if (changed.count === 0) throw conflict("errors.campaignNotEditable");
    const updated = await findCampaign(scope.moduleId, current.id, tx);
    // A scheduled campaign sends without asking again: its new audience needs what a Send needs.
    if (scheduled) await assertMayEmailOutside(tx, actor, updated);
    emit(
      moduleEvents(updated.workspaceId, updated.moduleId, actor, [{ entity: "campaign", id: updated.id }]),
    );
    return updated;
  });
  return itemOf(row, addressView(scope, true));
}
