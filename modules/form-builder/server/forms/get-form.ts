import "server-only";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { formScope } from "../scope";
import { readForm } from "./form-rows";

/** GET …/form/{formId}: the form with its draft, settings and published version. */
export async function getForm(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Form> {
  const { formId } = await formScope(actor, input.params, locale);
  return readForm(formId, actor.userId);
}
