import "server-only";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { updateFormSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formEdit } from "../scope";
import { folderInModule } from "../folders/folder-rows";
import { checkContent } from "./check-content";
import { readForm } from "./form-rows";

/**
 * PATCH …/form/{formId}: saves the draft (title, description, privacy, elements, configuration,
 * logic). The published version stays as it is until the form is published again.
 */
export async function updateForm(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Form> {
  const { scope, formId, body } = await formEdit(actor, input, locale, updateFormSchema);
  const db = getDb();
  // Filing a form is not an edit of it: its updatedAt (the lists' order) stays.
  if (body.folderId !== undefined) {
    const folderId = body.folderId && (await folderInModule(scope, body.folderId)).id;
    await db.$executeRaw`UPDATE "Form" SET "folderId" = ${folderId} WHERE "id" = ${formId}`;
  }
  const data: Prisma.FormUpdateInput = {};
  if (body.title !== undefined) data.title = body.title;
  if (body.description !== undefined) data.description = body.description;
  if (body.private !== undefined) data.private = body.private;
  if (body.elements !== undefined || body.configuration !== undefined || body.logic !== undefined) {
    const current = await db.form.findUniqueOrThrow({
      where: { id: formId },
      select: { elements: true, configuration: true, logic: true },
    });
    const content = checkContent({
      elements: body.elements ?? current.elements,
      configuration: body.configuration ?? current.configuration,
      logic: body.logic ?? current.logic,
    });
    data.elements = content.elements as unknown as Prisma.InputJsonArray;
    data.configuration = content.configuration as unknown as Prisma.InputJsonObject;
    data.logic = content.logic as unknown as Prisma.InputJsonArray;
  }
  if (data.title !== undefined || data.description !== undefined || data.elements !== undefined)
    data.hasDraftChanges = true;
  if (Object.keys(data).length > 0) await db.form.update({ where: { id: formId }, data });
  return readForm(formId, actor.userId);
}
