import "server-only";
import type { FormResponseItem } from "@/modules/form-builder/shared/types";
import type { AnswerValue } from "@/modules/form-builder/shared/validation";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { responseParamsSchema } from "@/modules/form-builder/schemas/form-builder";
import type { Actor } from "@/lib/server/auth/sessions";
import { parseInput } from "@/lib/server/validation";
import { formScope } from "../scope";

// Responses of a form (issue 17): the table (filters by date and by an answer), a response with the
// elements of the version it answered, deletion (the response limit counts what is stored), and the
// export as CSV or XLSX streamed in keyset batches. This file: what their use cases share.

export type ResponsesFilter = {
  formId: string;
  from?: string;
  to?: string;
  element?: string;
  answer?: string;
};

export function filterWhere(filter: ResponsesFilter): Prisma.FormResponseWhereInput {
  return {
    formId: filter.formId,
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
            ...(filter.to ? { lt: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) } : {}),
          },
        }
      : {}),
    ...(filter.element && filter.answer
      ? { answers: { path: [filter.element], string_contains: filter.answer } }
      : {}),
  };
}

export const responseItemOf = (row: {
  id: string;
  createdAt: Date;
  answers: unknown;
  version: { version: number };
}): FormResponseItem => ({
  id: row.id,
  version: row.version.version,
  createdAt: row.createdAt.toISOString(),
  answers: row.answers as Record<string, AnswerValue>,
});

/** The gate, the form, and the response's id from the params. */
export async function responseScope(actor: Actor, params: unknown, locale: Locale) {
  const { responseId } = parseInput(responseParamsSchema, params);
  const found = await formScope(actor, params, locale);
  return { ...found, responseId };
}
