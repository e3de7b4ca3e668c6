import "server-only";
import type { DomainInfo } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { contentHubScope } from "../scope";
import { domainInfoOf, domainSelect } from "./domain-rows";

/** GET …/domain: the connected domain (readers see it for Developer mode: never the key). [] when none. */
export async function listDomains(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<DomainInfo[]> {
  return domainsIn(await contentHubScope(actor, input.moduleId, locale));
}

/** listDomains in a resolved scope (the list page reads it with its first page). */
export async function domainsIn(scope: Pick<ModuleScope, "moduleId">): Promise<DomainInfo[]> {
  const row = await getDb().contentHubDomain.findUnique({
    where: { moduleId: scope.moduleId },
    select: domainSelect,
  });
  return row ? [domainInfoOf(row)] : [];
}
