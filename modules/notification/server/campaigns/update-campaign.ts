import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CampaignItem } from "@/modules/notification/shared/types";
import { nextRunAfter } from "@/modules/notification/shared/schedule";
import {
  campaignParamsSchema,
  updateCampaignSchema,
} from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { publishModuleEvents } from "../common";
import { notificationScope } from "../scope";
import { findCampaign, itemOf } from "./campaign-rows";
import { checkReferences } from "./check-references";

/** PATCH …/campaigns/{id}: a draft, or a scheduled campaign (its next run follows the new schedule). */
export async function updateCampaign(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateCampaignSchema, input.body);
  const current = await findCampaign(scope.moduleId, params.campaignId);
  if (current.status !== "draft" && current.status !== "scheduled")
    throw conflict("errors.campaignNotEditable");
  await checkReferences(scope, body);
  let nextRunAt: Date | null | undefined;
  if (current.status === "scheduled" && body.schedule) {
    nextRunAt = nextRunAfter(body.schedule, new Date());
    if (!nextRunAt) throw badRequest("errors.scheduleInPast");
  }
  const changed = await getDb().notificationCampaign.updateMany({
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
  const row = await findCampaign(scope.moduleId, current.id);
  publishModuleEvents(row.workspaceId, row.moduleId, actor, [{ entity: "campaign", id: row.id }]);
  return itemOf(row);
}
