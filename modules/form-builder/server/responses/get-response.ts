import "server-only";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import type { FormResponseDetail } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { responseItemOf, responseScope } from "./response-rows";

/** GET …/responses/{responseId}: one response and the elements it answered. */
export async function getResponse(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<FormResponseDetail> {
  const { formId, responseId } = await responseScope(actor, input.params, locale);
  const row = await getDb().formResponse.findFirst({
    where: { id: responseId, formId },
    select: {
      id: true,
      createdAt: true,
      answers: true,
      version: { select: { version: true, elements: true } },
    },
  });
  if (!row) throw notFound("errors.formResponseNotFound");
  return { ...responseItemOf(row), elements: row.version.elements as unknown as FormElement[] };
}
