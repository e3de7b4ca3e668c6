import "server-only";
import { randomBytes } from "node:crypto";
import {
  DEFAULT_CONFIGURATION,
  formConfigurationSchema,
  formContentSchema,
  type FormConfiguration,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import type { Page } from "@/lib/contracts/endpoint";
import { FORMS_PAGE_SIZE, type Form, type FormItem } from "@/modules/form-builder/shared/types";
import type { Locale } from "@/lib/i18n/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  createFormSchema,
  formSettingsSchema,
  formsQuerySchema,
  updateFormSchema,
} from "@/modules/form-builder/schemas/form-builder";
import * as z from "@/lib/zod";
import type { Actor } from "@/lib/server/auth/sessions";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { issueMessages, parseInput } from "@/lib/server/validation";
import { assertModuleCan, formBuilderScope, formScope, ownerColumns, visibleFormsWhere } from "./scope";
import { folderInModule } from "./folders";
import { responseCounts } from "./stats";

// Forms (spec §3 form, §4 creation and editor rules, §7): the draft the editor saves, publication
// into a frozen version, the settings, and following. Every call passes the module gate; a private
// form is seen only by its creator and the module's admins.

const formSelect = {
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
  webhookUrl: true,
  webhookEnabled: true,
  createdBy: { select: { id: true, name: true } },
  folder: { select: { id: true, name: true } },
  publishedVersion: { select: { id: true, version: true, publishedAt: true } },
} as const;

type FormRow = Prisma.FormGetPayload<{ select: typeof formSelect }>;

const configurationOf = (value: unknown): FormConfiguration => {
  const parsed = z.safeParse(formConfigurationSchema, value ?? {});
  return parsed.success ? parsed.data : DEFAULT_CONFIGURATION;
};

function itemOf(row: FormRow, responses: number): FormItem {
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
    ...itemOf(row, responses),
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
    webhook: row.webhookUrl ? { url: row.webhookUrl, enabled: row.webhookEnabled } : null,
  };
}

/**
 * Checks a whole form's content (elements, configuration, logic together): 400 with the issues.
 * Custom Code is stored sanitised (the content hub's rules), so every place that shows it — the
 * editor, the preview, the public form — renders safe HTML without a sanitiser of its own.
 */
function checkContent(content: { elements: unknown; configuration: unknown; logic: unknown }) {
  const parsed = z.safeParse(formContentSchema, content);
  if (!parsed.success) throw new AppError("bad_request", issueMessages(parsed.error));
  const elements = parsed.data.elements.map((e) =>
    e.type === "customCode" && e.configuration.html
      ? { ...e, configuration: { ...e.configuration, html: sanitizeContent(e.configuration.html) } }
      : e,
  );
  return { ...parsed.data, elements };
}

const newSlug = () => randomBytes(8).readBigUInt64BE().toString(36).padStart(10, "0").slice(0, 12);

async function readForm(formId: string, userId: string): Promise<Form> {
  const db = getDb();
  const [row, follow, counts] = await Promise.all([
    db.form.findUniqueOrThrow({ where: { id: formId }, select: formSelect }),
    db.formFollower.findUnique({ where: { formId_userId: { formId, userId } }, select: { formId: true } }),
    responseCounts([formId]),
  ]);
  return formOf(row, follow !== null, counts.get(formId) ?? 0);
}

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

/** GET …/form: the forms the caller sees, recently updated first (q: title search), keyset pages. */
export async function listForms(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<FormItem>> {
  const scope = await formBuilderScope(actor, input.moduleId, locale);
  const query = parseInput(formsQuerySchema, input.query);
  if (query.folder && query.folder !== "none") await folderInModule(scope, query.folder);
  const rows = await getDb().form.findMany({
    where: {
      AND: [
        visibleFormsWhere(scope, actor),
        query.q ? { title: { contains: query.q, mode: "insensitive" } } : {},
        query.folder ? { folderId: query.folder === "none" ? null : query.folder } : {},
        afterKeyset("updatedAt", query.cursor),
      ],
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: FORMS_PAGE_SIZE + 1,
    select: formSelect,
  });
  const counts = await responseCounts(rows.slice(0, FORMS_PAGE_SIZE).map((row) => row.id));
  return keysetPage(
    rows,
    (row) => row.updatedAt,
    (row) => itemOf(row, counts.get(row.id) ?? 0),
    FORMS_PAGE_SIZE,
  );
}

/** GET …/form/{formId}: the form with its draft, settings and published version. */
export async function getForm(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Form> {
  const { formId } = await formScope(actor, input.params, locale);
  return readForm(formId, actor.userId);
}

/**
 * PATCH …/form/{formId}: saves the draft (title, description, privacy, elements, configuration,
 * logic). The published version stays as it is until the form is published again.
 */
export async function updateForm(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Form> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(updateFormSchema, input.body);
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

/** DELETE …/form/{formId}: the form, its versions, responses and visits. */
export async function deleteForm(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "delete");
  await getDb().form.delete({ where: { id: formId } });
  return { id: formId };
}

/**
 * POST …/form/{formId}/publish: freezes the draft as the next version, which /f/{slug} shows from
 * now on. Respondents who opened an earlier version still submit against it. A form without any
 * question cannot be published.
 */
export async function publishForm(actor: Actor, input: { params: unknown }, locale: Locale): Promise<Form> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  await getDb().$transaction(async (tx) => {
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
  });
  return readForm(formId, actor.userId);
}

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

/** PATCH …/form/{formId}/settings: open or closed, close date, limit, one per browser, after submit. */
export async function updateSettings(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<Form> {
  const { scope, formId } = await formScope(actor, input.params, locale);
  assertModuleCan(scope, "edit");
  const body = parseInput(formSettingsSchema, input.body);
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

/** PUT/DELETE …/form/{formId}/follow: be told (or not) of each new response. */
export async function setFollowing(
  actor: Actor,
  input: { params: unknown; follow: boolean },
  locale: Locale,
): Promise<{ following: boolean }> {
  const { formId } = await formScope(actor, input.params, locale);
  const db = getDb();
  if (input.follow)
    await db.formFollower.upsert({
      where: { formId_userId: { formId, userId: actor.userId } },
      create: { formId, userId: actor.userId },
      update: {},
    });
  else await db.formFollower.deleteMany({ where: { formId, userId: actor.userId } });
  return { following: input.follow };
}
