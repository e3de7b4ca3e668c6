import "server-only";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { formSettingsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formEdit } from "../scope";
import { readForm } from "./form-rows";

/** PATCH …/form/{formId}/settings: open or closed, close date, limit, one per browser, after submit. */
export async function updateSettings(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Form> {
  const { formId, body } = await formEdit(actor, input, locale, formSettingsSchema);
  const db = getDb();
  await db.form.update({
    where: { id: formId },
    data: {
      ...(body.acceptingResponses !== undefined ? { acceptingResponses: body.acceptingResponses } : {}),
      ...(body.closesAt !== undefined ? { closesAt: body.closesAt ? new Date(body.closesAt) : null } : {}),
      ...(body.responseLimit !== undefined ? { responseLimit: body.responseLimit } : {}),
      ...(body.onePerBrowser !== undefined ? { onePerBrowser: body.onePerBrowser } : {}),
      ...(body.thankYouMessage !== undefined ? { thankYouMessage: body.thankYouMessage } : {}),
      ...(body.redirectUrl !== undefined ? { redirectUrl: body.redirectUrl || null } : {}),
    },
  });
  // A limit is checked against every stored response: submissions keep the count only while the
  // form has a limit, so a limit set now starts from a recount (a submission committing in the
  // same instant may be missed by it, letting one response more in).
  if (body.responseLimit != null)
    await db.$executeRaw`
      UPDATE "Form" SET "responseCount" = (SELECT count(*) FROM "FormResponse" WHERE "formId" = ${formId})
       WHERE "id" = ${formId}`;
  return readForm(formId, actor.userId);
}
