import "server-only";
import { domainOrigin } from "@/modules/content-hub/shared/domain";
import type { DomainWithKey } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { createDomainSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { forgetModuleKey } from "../public-cache";
import { assertManageContentHub, contentHubScope, ownerColumns } from "../scope";
import { keyColumns, newApiKey } from "./api-key";
import { domainInfoOf, domainSelect } from "./domain-rows";

/**
 * POST …/domain {domain, developerMode?, active?}: connects a domain with a new API key (in the
 * answer, once). A module has one: the old domain and its key are deleted first (spec §4), in the
 * same transaction.
 */
export async function createDomain(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<DomainWithKey> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(createDomainSchema, input.body);
  const key = newApiKey();
  const db = getDb();
  const [, row] = await db.$transaction([
    db.contentHubDomain.deleteMany({ where: { moduleId: scope.moduleId } }),
    db.contentHubDomain.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        domain: domainOrigin(body.domain),
        ...keyColumns(key),
        developerMode: body.developerMode ?? false,
        active: body.active ?? true,
      },
      select: domainSelect,
    }),
  ]);
  forgetModuleKey(scope.moduleId);
  return { ...domainInfoOf(row), apiKey: key };
}
