import "server-only";
import {
  formConfigurationSchema,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import type { PublicForm } from "@/modules/form-builder/shared/public";
import * as z from "@/lib/zod";
import { getDb } from "@/lib/server/db";
import { challengeRequired } from "./form-challenge";
import { closedReason, publishedForm } from "./published-form";

/** GET /public/forms/{slug}: the published version and whether it takes responses now. */
export async function getPublicForm(slugInput: unknown): Promise<PublicForm> {
  const form = await publishedForm(slugInput);
  const version = await getDb().formVersion.findUniqueOrThrow({
    where: { id: form.publishedVersionId },
    select: { id: true, title: true, description: true, elements: true, configuration: true, logic: true },
  });
  const reason = closedReason(form);
  return {
    slug: form.slug,
    versionId: version.id,
    title: version.title,
    description: version.description,
    elements: version.elements as unknown as FormElement[],
    configuration: z.parse(formConfigurationSchema, version.configuration),
    logic: version.logic as unknown as LogicRule[],
    open: reason === null,
    closedReason: reason,
    onePerBrowser: form.onePerBrowser,
    challenge: challengeRequired(),
  };
}
