import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { domainParamsSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { forgetModuleKey } from "../public-cache";
import { assertManageContentHub, contentHubScope } from "../scope";

/** DELETE …/domain/{id}: disconnects; its key stops working at once. */
export async function deleteDomain(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(domainParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertManageContentHub(scope);
  const { count } = await getDb().contentHubDomain.deleteMany({
    where: { id: params.domainId, moduleId: scope.moduleId },
  });
  if (count === 0) throw notFound("errors.domainNotFound");
  forgetModuleKey(scope.moduleId);
  return { id: params.domainId };
}
