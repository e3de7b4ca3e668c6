import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type * as z from "@/lib/zod";
import { campaignParamsSchema } from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { notificationScope } from "../scope";
import { findCampaign, type CampaignRow } from "./campaign-rows";

/**
 * A change to one campaign, checked in this order: its path (400), the module's gate (404), the
 * right `check` asks for (403), the body by `schema` (400), then the campaign itself (404).
 */
export async function campaignRequest<S extends z.core.$ZodType>(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
  check: (scope: ModuleScope) => void,
  schema: S,
): Promise<{ scope: ModuleScope; body: z.output<S>; current: CampaignRow }> {
  const params = parseInput(campaignParamsSchema, input.params);
  const scope = await notificationScope(actor, params.moduleId, locale);
  check(scope);
  const body = parseInput(schema, input.body);
  const current = await findCampaign(scope.moduleId, params.campaignId);
  return { scope, body, current };
}
