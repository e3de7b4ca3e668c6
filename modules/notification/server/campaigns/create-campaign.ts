import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CampaignItem } from "@/modules/notification/shared/types";
import { createCampaignSchema } from "@/modules/notification/schemas/notification-module";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { newId } from "@/lib/server/ids";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { withEvents } from "@/lib/server/events/commit";
import { moduleEvents } from "../common";
import { notificationScope, ownerColumns } from "../scope";
import { addressView, campaignSelect, itemOf } from "./campaign-rows";
import { checkReferences } from "./check-references";

/** POST …/campaigns: a draft. */
export async function createCampaign(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createCampaignSchema, input.body);
  await checkReferences(scope, body);
  const row = await withEvents(async (tx, emit) => {
    const created = await tx.notificationCampaign.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        name: body.name,
        templateId: body.templateId,
        channelId: body.channelId,
        audience: body.audience as Prisma.InputJsonObject,
        schedule: body.schedule as Prisma.InputJsonObject,
        values: body.values,
        createdById: actor.userId,
      },
      select: campaignSelect,
    });
    emit(
      moduleEvents(created.workspaceId, created.moduleId, actor, [
        { entity: "campaign", id: created.id, status: "draft" },
      ]),
    );
    return created;
  });
  return itemOf(row, addressView(scope, true));
}
