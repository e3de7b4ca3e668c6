import "server-only";
import type { DomainInfo } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { contentHubScope } from "../scope";
import { domainInfoOf, domainSelect } from "./domain-rows";

/** GET …/domain: the connected domain (readers see it for Developer mode: never the key). [] when none. */
export async function listDomains(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<DomainInfo[]> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const row = await getDb().contentHubDomain.findUnique({
    where: { moduleId: scope.moduleId },
    select: domainSelect,
  });
  return row ? [domainInfoOf(row)] : [];
}
