import "server-only";
import { domainOrigin } from "@/modules/content-hub/shared/domain";
import type { DomainWithKey } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { domainParamsSchema, updateDomainSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { forgetModuleKey } from "../public-cache";
import { assertManageContentHub, contentHubScope } from "../scope";
import { keyColumns, newApiKey } from "./api-key";
import { domainInfoOf, domainSelect } from "./domain-rows";

/** PATCH …/domain/{id} {domain?, developerMode?, active?, rotateKey?}: rotating shows the new key once. */
export async function updateDomain(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<DomainWithKey> {
  const params = parseInput(domainParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(updateDomainSchema, input.body);
  const current = await getDb().contentHubDomain.findFirst({
    where: { id: params.domainId, moduleId: scope.moduleId },
    select: { id: true },
  });
  if (!current) throw notFound("errors.domainNotFound");
  const key = body.rotateKey ? newApiKey() : null;
  const row = await getDb().contentHubDomain.update({
    where: { id: current.id },
    data: {
      ...(body.domain !== undefined ? { domain: domainOrigin(body.domain) } : {}),
      ...(body.developerMode !== undefined ? { developerMode: body.developerMode } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(key ? keyColumns(key) : {}),
    },
    select: domainSelect,
  });
  forgetModuleKey(scope.moduleId);
  return { ...domainInfoOf(row), apiKey: key };
}
