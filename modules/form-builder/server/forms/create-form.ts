import "server-only";
import { randomBytes } from "node:crypto";
import { DEFAULT_CONFIGURATION } from "@/modules/form-builder/shared/elements";
import type { Form } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createFormSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { assertModuleCan, formBuilderScope, ownerColumns } from "../scope";
import { checkContent } from "./check-content";
import { readForm } from "./form-rows";

/** A form's public address: random, unique (an imported form gets a new one too). */
export const newSlug = () => randomBytes(8).readBigUInt64BE().toString(36).padStart(10, "0").slice(0, 12);

/** POST …/form: a new form (private by default, empty unless a template or a draft fills it). */
export async function createForm(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Form> {
  const scope = await formBuilderScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createFormSchema, input.body);
  const content = checkContent({
    elements: body.elements ?? [],
    configuration: body.configuration ?? DEFAULT_CONFIGURATION,
    logic: body.logic ?? [],
  });
  const id = newId();
  await getDb().form.create({
    data: {
      id,
      workspaceId: scope.membership.workspaceId,
      ...ownerColumns(scope),
      title: body.title,
      description: body.description ?? "",
      private: body.private ?? true,
      elements: content.elements as unknown as Prisma.InputJsonArray,
      configuration: content.configuration as unknown as Prisma.InputJsonObject,
      logic: content.logic as unknown as Prisma.InputJsonArray,
      slug: newSlug(),
      createdById: actor.userId,
      followers: { create: { userId: actor.userId } },
    },
  });
  return readForm(id, actor.userId);
}
