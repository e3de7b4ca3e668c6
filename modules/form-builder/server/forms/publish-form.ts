import "server-only";
import { formRoomEvents } from "../events";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { assertModuleCan, formScope } from "../scope";
import { checkContent } from "./check-content";
import { readForm } from "./form-rows";

/**
 * POST …/form/{formId}/publish: freezes the draft as the next version, which /f/{slug} shows from
 * now on. Respondents who opened an earlier version still submit against it. A form without any
 * question cannot be published.
 */
export async function publishForm(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Form> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  await withEvents(async (tx, emit) => {
    const [form] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "Form" WHERE "id" = ${formId} FOR UPDATE`;
    if (!form) throw badRequest("errors.formNotFound");
    const row = await tx.form.findUniqueOrThrow({
      where: { id: formId },
      select: { title: true, description: true, elements: true, configuration: true, logic: true },
    });
    const content = checkContent(row);
    if (
      !content.elements.some((e) => !["heading", "description", "blankSpace", "customCode"].includes(e.type))
    )
      throw badRequest("errors.formNothingToPublish");
    const last = await tx.formVersion.findFirst({
      where: { formId },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const versionId = newId();
    await tx.formVersion.create({
      data: {
        id: versionId,
        formId,
        version: (last?.version ?? 0) + 1,
        title: row.title,
        description: row.description,
        elements: content.elements as unknown as Prisma.InputJsonArray,
        configuration: content.configuration as unknown as Prisma.InputJsonObject,
        logic: content.logic as unknown as Prisma.InputJsonArray,
        publishedById: actor.userId,
      },
    });
    await tx.form.update({
      where: { id: formId },
      data: { publishedVersionId: versionId, hasDraftChanges: false },
    });
    emit(
      ...formRoomEvents(actor, { workspaceId: scope.membership.workspaceId, moduleId: scope.moduleId }, [
        { type: "form.published", formId },
      ]),
    );
  });
  return readForm(formId, actor.userId);
}
