import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { FORM_BUILDER_TAG, type FormBuilderInfo } from "@/modules/form-builder/shared/types";
import { formParamsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import {
  assertModuleCan,
  moduleInfo,
  moduleScope,
  type ModuleScope,
} from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import type * as z from "@/lib/zod";

export { assertModuleCan, ownerColumns } from "@/lib/server/modules/module-scope";

/** The module gate for a Form builder (404 for another kind, workspace or a hidden module). */
export function formBuilderScope(
  actor: Actor,
  moduleId: unknown,
  locale: Locale = "en",
): Promise<ModuleScope> {
  return moduleScope(actor, moduleId, FORM_BUILDER_TAG, locale);
}

/** The webhook and the settings of others' private forms need administration of the module. */
export function assertManageForms(scope: Pick<ModuleScope, "access">): void {
  if (!scope.access.manageMembers) throw forbidden("errors.formBuilderAdminOnly");
}

export const formBuilderInfo = (scope: ModuleScope): FormBuilderInfo => moduleInfo(scope);

/** GET /form-builder/{id}: the module and what the caller may do in it. */
export async function getFormBuilder(
  actor: Actor,
  moduleId: unknown,
  locale: Locale,
): Promise<FormBuilderInfo> {
  return formBuilderInfo(await formBuilderScope(actor, moduleId, locale));
}

/**
 * Which forms the caller sees in a module: every shared one, and private ones only if they created
 * it or administer the module (a Prisma where).
 */
export function visibleFormsWhere(scope: ModuleScope, actor: Actor) {
  return scope.access.manageMembers
    ? { moduleId: scope.moduleId }
    : { moduleId: scope.moduleId, OR: [{ private: false }, { createdById: actor.userId }] };
}

/** The gate, then the form (404 when it is not in this module or is another's private form). */
export async function formScope(
  actor: Actor,
  params: unknown,
  locale: Locale,
): Promise<{ scope: ModuleScope; formId: string }> {
  const { moduleId, formId } = parseInput(formParamsSchema, params);
  const scope = await formBuilderScope(actor, moduleId, locale);
  const found = await getDb().form.findFirst({
    where: { id: formId, ...visibleFormsWhere(scope, actor) },
    select: { id: true },
  });
  if (!found) throw notFound("errors.formNotFound");
  return { scope, formId };
}

/** The gate of an edit of a form: the form, an editor's right, then its body parsed by `schema`. */
export async function formEdit<S extends z.core.$ZodType>(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
  schema: S,
): Promise<{ scope: ModuleScope; formId: string; body: z.output<S> }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  return { scope, formId, body: parseInput(schema, input.body) };
}
