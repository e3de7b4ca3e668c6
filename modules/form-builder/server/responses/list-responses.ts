import "server-only";
import type { Page } from "@/lib/contracts/endpoint";
import { RESPONSES_PAGE_SIZE, type FormResponseItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { responsesQuerySchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { getDb } from "@/lib/server/db";
import { parseInput } from "@/lib/server/validation";
import { formScope } from "../scope";
import { filterWhere, responseItemOf } from "./response-rows";

/** GET …/form/{formId}/responses?from&to&element&answer&cursor: newest first, keyset pages. */
export async function listResponses(
  actor: Actor,
  input: { params: unknown; query: unknown },
  locale: Locale,
): Promise<Page<FormResponseItem>> {
  const { formId } = await formScope(actor, input.params, locale);
  const query = parseInput(responsesQuerySchema, input.query);
  const rows = await getDb().formResponse.findMany({
    where: { AND: [filterWhere({ formId, ...query }), afterKeyset("createdAt", query.cursor)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RESPONSES_PAGE_SIZE + 1,
    select: { id: true, createdAt: true, answers: true, version: { select: { version: true } } },
  });
  return keysetPage(rows, (row) => row.createdAt, responseItemOf, RESPONSES_PAGE_SIZE);
}
