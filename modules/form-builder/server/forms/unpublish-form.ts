import "server-only";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { assertModuleCan, formScope } from "../scope";
import { readForm } from "./form-rows";

/** POST …/form/{formId}/unpublish: /f/{slug} answers 404 again (versions and responses stay). */
export async function unpublishForm(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Form> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  await getDb().form.update({
    where: { id: formId },
    data: { publishedVersionId: null, hasDraftChanges: true },
  });
  return readForm(formId, actor.userId);
}
