import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { campaignParamsSchema } from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import { conflict } from "@/lib/server/errors";
import { assertModuleCan } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { withEvents } from "@/lib/server/events/commit";
import { moduleEvents } from "../common";
import { notificationScope } from "../scope";
import { findCampaign } from "./campaign-rows";

/** DELETE …/campaigns/{id}: not while it is sending or paused (cancel it first). */
export async function deleteCampaign(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  assertModuleCan(scope, "delete");
  const current = await findCampaign(scope.moduleId, params.campaignId);
  await withEvents(async (tx, emit) => {
    const deleted = await tx.notificationCampaign.deleteMany({
      where: { id: current.id, status: { notIn: ["sending", "paused"] } },
    });
    if (deleted.count === 0) throw conflict("errors.campaignActionInvalid");
    emit(
      moduleEvents(current.workspaceId, current.moduleId, actor, [
        { entity: "campaign", id: current.id, deleted: true },
      ]),
    );
  });
  return { id: current.id };
}
