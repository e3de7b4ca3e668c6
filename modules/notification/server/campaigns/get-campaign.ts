import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CampaignItem } from "@/modules/notification/shared/types";
import { campaignParamsSchema } from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { notificationScope } from "../scope";
import { addressView, findCampaign, itemOf } from "./campaign-rows";

/** GET …/campaigns/{id}: a pasted list whole, masked unless the caller may view the members. */
export async function getCampaign(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<CampaignItem> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  return itemOf(await findCampaign(scope.moduleId, params.campaignId), addressView(scope, true));
}
