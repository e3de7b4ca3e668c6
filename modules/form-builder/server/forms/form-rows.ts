import "server-only";
import {
  DEFAULT_CONFIGURATION,
  formConfigurationSchema,
  type FormConfiguration,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import type { Form, FormItem } from "@/modules/form-builder/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import * as z from "@/lib/zod";
import { getDb } from "@/lib/server/db";
import { responseCounts } from "../stats/stat-reads";

// Forms (spec §3 form, §4 creation and editor rules, §7): the draft the editor saves, publication
// into a frozen version, the settings, and following. Every call passes the module gate; a private
// form is seen only by its creator and the module's admins. This file: what the forms' use cases
// read and answer.

export const formSelect = {
  id: true,
  title: true,
  description: true,
  private: true,
  slug: true,
  publishedVersionId: true,
  hasDraftChanges: true,
  elements: true,
  configuration: true,
  logic: true,
  updatedAt: true,
  acceptingResponses: true,
  closesAt: true,
  responseLimit: true,
  onePerBrowser: true,
  thankYouMessage: true,
  redirectUrl: true,
  webhookSubscription: { select: { url: true, enabled: true } },
  createdBy: { select: { id: true, name: true } },
  folder: { select: { id: true, name: true } },
  publishedVersion: { select: { id: true, version: true, publishedAt: true } },
} as const;

type FormRow = Prisma.FormGetPayload<{ select: typeof formSelect }>;

const configurationOf = (value: unknown): FormConfiguration => {
  const parsed = z.safeParse(formConfigurationSchema, value ?? {});
  return parsed.success ? parsed.data : DEFAULT_CONFIGURATION;
};

export function formItemOf(row: FormRow, responses: number): FormItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    private: row.private,
    slug: row.slug,
    published: row.publishedVersionId !== null,
    hasDraftChanges: row.hasDraftChanges,
    responseCount: responses,
    elementCount: (row.elements as unknown[]).length,
    theme: configurationOf(row.configuration).theme,
    updatedAt: row.updatedAt.toISOString(),
    creator: row.createdBy,
    folder: row.folder,
  };
}

function formOf(row: FormRow, following: boolean, responses: number): Form {
  return {
    ...formItemOf(row, responses),
    elements: row.elements as unknown as FormElement[],
    configuration: configurationOf(row.configuration),
    logic: row.logic as unknown as LogicRule[],
    settings: {
      acceptingResponses: row.acceptingResponses,
      closesAt: row.closesAt?.toISOString() ?? null,
      responseLimit: row.responseLimit,
      onePerBrowser: row.onePerBrowser,
      thankYouMessage: row.thankYouMessage,
      redirectUrl: row.redirectUrl,
    },
    publishedVersion: row.publishedVersion && {
      id: row.publishedVersion.id,
      version: row.publishedVersion.version,
      publishedAt: row.publishedVersion.publishedAt.toISOString(),
    },
    following,
    webhook: row.webhookSubscription && {
      url: row.webhookSubscription.url,
      enabled: row.webhookSubscription.enabled,
    },
  };
}

/** The form as the editor gets it, with whether `userId` follows it and its response count. */
export async function readForm(formId: string, userId: string): Promise<Form> {
  const db = getDb();
  const [row, follow, counts] = await Promise.all([
    db.form.findUniqueOrThrow({ where: { id: formId }, select: formSelect }),
    db.formFollower.findUnique({ where: { formId_userId: { formId, userId } }, select: { formId: true } }),
    responseCounts([formId]),
  ]);
  return formOf(row, follow !== null, counts.get(formId) ?? 0);
}
