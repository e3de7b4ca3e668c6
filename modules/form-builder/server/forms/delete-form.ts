import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { assertModuleCan, formScope } from "../scope";

/** DELETE …/form/{formId}: the form, its versions, responses and visits. */
export async function deleteForm(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "delete");
  await getDb().form.delete({ where: { id: formId } });
  return { id: formId };
}
