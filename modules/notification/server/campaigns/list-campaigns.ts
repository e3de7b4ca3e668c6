import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { CampaignItem } from "@/modules/notification/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { campaignQuerySchema } from "@/modules/notification/schemas/notification-module";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { pageOf, pageQuery } from "../common";
import { notificationScope } from "../scope";
import { addressView, campaignSelect, projectNames, toCampaignItem } from "./campaign-rows";

/** GET …/campaigns: newest first, keyset pages, by name and status; pasted lists counted only. */
export async function listCampaigns(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<CampaignItem>> {
  const scope = await notificationScope(actor, input.moduleId, locale);
  const query = parseInput(campaignQuerySchema, input.query);
  const rows = await getDb().notificationCampaign.findMany({
    ...pageQuery(scope.moduleId, query, [query.status ? { status: query.status } : {}]),
    select: campaignSelect,
  });
  const names = await projectNames(rows);
  const view = addressView(scope, false);
  return pageOf(rows, (row) => toCampaignItem(row, names, view));
}
