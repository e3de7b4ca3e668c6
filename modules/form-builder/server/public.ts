import "server-only";
import { createHash } from "node:crypto";
import {
  formConfigurationSchema,
  type FormElement,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import { hiddenElements } from "@/modules/form-builder/shared/logic";
import type { PublicForm, PublicUpload, SubmitResult } from "@/modules/form-builder/shared/public";
import {
  acceptedMime,
  isFileAnswer,
  maxBytes,
  validateAnswers,
  type Answers,
  type FieldErrors,
} from "@/modules/form-builder/shared/validation";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import {
  slugParamsSchema,
  submitSchema,
  uploadQuerySchema,
  visitSchema,
} from "@/modules/form-builder/schemas/public";
import * as z from "@/lib/zod";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, conflict, notFound } from "@/lib/server/errors";
import { sanitizeFileName } from "@/lib/server/files/detect-type";
import { fileUrl } from "@/lib/server/files/file-key";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { storeFile } from "@/lib/server/files/store-file";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { detectContentImage, detectDownload } from "@/lib/server/files/file-types";
import { scheduleAnnouncement } from "./follow-notifications";
import { notifyFormWebhook } from "./webhook";

// The public side of a form (issue 17): /f/{slug} signed out. No session and no module gate: the
// slug stands for the published version only; a form never published, or unpublished, is 404 like
// an unknown slug, so nothing about drafts leaks. Submissions are validated with the shared rules
// (modules/form-builder/shared/validation.ts, logic.ts), stored once per client submission id (counted against
// the form's limit, when it has one, in the same statement that checks it is open), then followers
// are told (in a batch, soon) and the webhook queued. Anti-spam: a honeypot field and a per-address rate limit.

type ClosedReason = PublicForm["closedReason"];

function closedReason(form: {
  acceptingResponses: boolean;
  closesAt: Date | null;
  responseLimit: number | null;
  responseCount: number;
}): ClosedReason {
  if (!form.acceptingResponses) return "closed";
  if (form.closesAt && form.closesAt.getTime() <= Date.now()) return "closeDate";
  if (form.responseLimit !== null && form.responseCount >= form.responseLimit) return "limit";
  return null;
}

const publishedSelect = {
  id: true,
  moduleId: true,
  workspaceId: true,
  title: true,
  slug: true,
  acceptingResponses: true,
  closesAt: true,
  responseLimit: true,
  responseCount: true,
  onePerBrowser: true,
  thankYouMessage: true,
  redirectUrl: true,
  webhookUrl: true,
  webhookEnabled: true,
  publishedVersionId: true,
  private: true,
  createdById: true,
} as const;

async function publishedForm(slugInput: unknown) {
  const { slug } = parseInput(slugParamsSchema, { slug: slugInput });
  const form = await getDb().form.findUnique({ where: { slug }, select: publishedSelect });
  if (!form?.publishedVersionId) throw notFound("errors.formNotFound");
  return { ...form, publishedVersionId: form.publishedVersionId };
}

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
  };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function fieldErrors(errors: FieldErrors, locale: Locale): AppError {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [id, translateMessage(locale, error.key, error.values)]),
  );
  const error = new AppError("bad_request", Object.values(fields));
  error.extra = { fields };
  return error;
}

/**
 * File answers name uploads of this form and element (their stored type and size replace what the
 * browser said); anything else is refused as an invalid answer.
 */
async function resolveFiles(formId: string, elements: FormElement[], answers: Answers): Promise<Answers> {
  const files = elements.filter((e) => e.type === "image" || e.type === "fileUpload");
  const given = files
    .map((e) => ({ element: e, value: answers[e.id] }))
    .filter(
      (f): f is { element: FormElement; value: NonNullable<Answers[string]> } =>
        f.value != null && f.value !== "",
    );
  if (given.length === 0) return answers;
  const keys = given.map((f) => (isFileAnswer(f.value) ? f.value.fileKey.replace(/^\//, "") : ""));
  const rows = await getDb().formUpload.findMany({
    where: { formId, fileKey: { in: keys.filter(Boolean) } },
    select: { fileKey: true, elementId: true },
  });
  const stored = await getDb().file.findMany({
    where: { key: { in: rows.map((r) => r.fileKey) } },
    select: { key: true, name: true, size: true, contentType: true },
  });
  const out: Answers = { ...answers };
  given.forEach((f, n) => {
    const upload = rows.find((r) => r.fileKey === keys[n] && r.elementId === f.element.id);
    const file = upload && stored.find((s) => s.key === upload.fileKey);
    // An unknown key stays a non-file value: the element's rule calls it an invalid answer.
    out[f.element.id] = file
      ? { fileKey: `/${file.key}`, name: file.name, size: file.size, contentType: file.contentType }
      : "invalid";
  });
  return out;
}

/**
 * POST /public/forms/{slug}/submit. 400 with `fields` (element id → message) when answers fail the
 * rules; 409 when closed, past its date, full, or already answered from this browser (one per
 * browser). A retry with the same submission id answers the stored response.
 */
export async function submitResponse(
  slugInput: unknown,
  bodyInput: unknown,
  meta: { ip: string; locale: Locale },
): Promise<SubmitResult> {
  await consume("formSubmitPerIp", meta.ip, "errors.formTooManySubmissions");
  const { slug } = parseInput(slugParamsSchema, { slug: slugInput });
  const body = parseInput(submitSchema, bodyInput);
  // The form and the version answered, in one statement (a version is frozen once published).
  type Published = Awaited<ReturnType<typeof publishedForm>>;
  const [row] = await getDb().$queryRaw<
    (Published & {
      answered: { id: string; version: number; elements: unknown; logic: unknown } | null;
    })[]
  >`
    SELECT f."id", f."moduleId", f."workspaceId", f."title", f."slug", f."acceptingResponses",
           f."closesAt", f."responseLimit", f."responseCount", f."onePerBrowser", f."thankYouMessage",
           f."redirectUrl", f."webhookUrl", f."webhookEnabled", f."publishedVersionId", f."private",
           f."createdById",
           CASE WHEN v."id" IS NOT NULL THEN json_build_object('id', v."id", 'version', v."version",
             'elements', v."elements", 'logic', v."logic") END AS answered
      FROM "Form" f LEFT JOIN "FormVersion" v ON v."id" = ${body.versionId} AND v."formId" = f."id"
     WHERE f."slug" = ${slug} AND f."publishedVersionId" IS NOT NULL`;
  if (!row) throw notFound("errors.formNotFound");
  const { answered: version, ...form } = row;
  const done = (id: string): SubmitResult => ({
    id,
    thankYouMessage: form.thankYouMessage,
    redirectUrl: form.redirectUrl,
  });
  // The honeypot: a field people never see. A bot that fills it is thanked and nothing is stored.
  if (body.website) return done(body.submissionId);

  const db = getDb();
  if (!version) throw notFound("errors.formNotFound");
  const elements = version.elements as unknown as FormElement[];
  const logic = version.logic as unknown as LogicRule[];
  const answers = await resolveFiles(form.id, elements, body.answers as Answers);
  const hidden = hiddenElements(elements, logic, answers);
  const { errors, clean } = validateAnswers(elements, answers, hidden);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors, meta.locale);

  let browserHash: string | null = null;
  if (form.onePerBrowser) {
    if (!body.browserToken) throw badRequest("validation.invalidInput");
    browserHash = hashToken(body.browserToken);
  }
  const existing = () =>
    db.formResponse.findUnique({
      where: { formId_submissionId: { formId: form.id, submissionId: body.submissionId } },
      select: { id: true },
    });

  const id = newId();
  const createdAt = new Date();
  try {
    // One statement, which writes nothing shared unless the form has a response limit: the
    // response (only while the form takes responses) and its visit. With a limit, the count the
    // limit is checked against goes up in the same statement (the form's row is locked only for
    // this statement and its commit, not for a transaction's round trips). Without one, the
    // responses are counted by stats.ts, so concurrent submissions never queue on the form's row.
    const visitId = body.visitId ?? null;
    const [stored] = await db.$queryRaw<{ n: number }[]>`
      WITH open AS (
        SELECT "id", "responseLimit" FROM "Form"
         WHERE "id" = ${form.id} AND "publishedVersionId" IS NOT NULL AND "acceptingResponses"
           AND ("closesAt" IS NULL OR "closesAt" > now())),
      counted AS (
        UPDATE "Form" SET "responseCount" = "responseCount" + 1
         WHERE "id" = ${form.id} AND "responseLimit" IS NOT NULL AND "responseCount" < "responseLimit"
           AND EXISTS (SELECT 1 FROM open) AND "publishedVersionId" IS NOT NULL AND "acceptingResponses"
           AND ("closesAt" IS NULL OR "closesAt" > now())
        RETURNING "id"),
      ins AS (
        INSERT INTO "FormResponse" ("id", "formId", "moduleId", "versionId", "submissionId", "browserHash",
                                    "answers", "visitId", "createdAt")
        SELECT ${id}, open."id", ${form.moduleId}, ${version.id}, ${body.submissionId}, ${browserHash},
               ${JSON.stringify(clean)}::jsonb, ${visitId}, ${createdAt}
          FROM open WHERE open."responseLimit" IS NULL OR EXISTS (SELECT 1 FROM counted)
        RETURNING "id"),
      visit AS (
        UPDATE "FormVisit" SET "submittedAt" = ${createdAt}
         WHERE "id" = ${visitId} AND "formId" = ${form.id} AND EXISTS (SELECT 1 FROM ins))
      SELECT count(*)::int AS n FROM ins`;
    if (!stored || stored.n === 0) throw conflict("errors.formClosed");
  } catch (error) {
    // A retry (or a double click) of a stored submission: the same answer again.
    const stored = await existing();
    if (stored) return done(stored.id);
    if (isUniqueViolation(error)) throw conflict("errors.formAlreadyAnswered");
    throw error;
  }

  void afterSubmit(form, { id, version: version.version, createdAt, answers: clean });
  return done(id);
}

/** Followers are told in a batch soon (follow-notifications.ts); the webhook gets this response. */
async function afterSubmit(
  form: Awaited<ReturnType<typeof publishedForm>>,
  response: { id: string; version: number; createdAt: Date; answers: Record<string, unknown> },
): Promise<void> {
  scheduleAnnouncement(form.id);
  try {
    await notifyFormWebhook(form, response);
  } catch (error) {
    logger.error(`[form-builder] after submit: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * POST /public/forms/{slug}/visit: a view (the page opened), a start (the first answer) or
 * progress (the furthest element touched), for analytics. One row per visit id.
 */
export async function recordVisit(slugInput: unknown, bodyInput: unknown, ip: string): Promise<{ ok: true }> {
  await consume("formVisitPerIp", ip);
  const form = await publishedForm(slugInput);
  const body = parseInput(visitSchema, bodyInput);
  const db = getDb();
  const version = await db.formVersion.findFirst({
    where: { id: body.versionId, formId: form.id },
    select: { id: true },
  });
  if (!version) throw notFound("errors.formNotFound");
  const now = new Date();
  const data =
    body.event === "view"
      ? {}
      : {
          startedAt: now,
          ...(body.event === "progress" && body.elementId ? { lastElementId: body.elementId } : {}),
        };
  // A visit of another form's id is left alone (the where names this form).
  const existing = await db.formVisit.findUnique({
    where: { id: body.visitId },
    select: { formId: true, startedAt: true },
  });
  if (!existing) {
    await db.formVisit
      .create({ data: { id: body.visitId, formId: form.id, versionId: version.id, ...data } })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
  } else if (existing.formId === form.id && body.event !== "view") {
    await db.formVisit.update({
      where: { id: body.visitId },
      data: { ...data, startedAt: existing.startedAt ?? now },
    });
  }
  return { ok: true };
}

/**
 * POST /public/forms/{slug}/upload?versionId&element (multipart `file`): a respondent's file for an
 * Image or File upload element, capped at the element's size while reading, its type recognised by
 * its bytes (not its name or declared type) and checked against the element's accepted types.
 */
export async function uploadAnswerFile(
  slugInput: unknown,
  query: unknown,
  req: Request,
  ip: string,
): Promise<PublicUpload> {
  await consume("formSubmitPerIp", ip, "errors.formTooManySubmissions");
  const form = await publishedForm(slugInput);
  const { versionId, element: elementId } = parseInput(uploadQuerySchema, query);
  const version = await getDb().formVersion.findFirst({
    where: { id: versionId, formId: form.id },
    select: { elements: true },
  });
  const element = (version?.elements as unknown as FormElement[] | undefined)?.find(
    (e) => e.id === elementId && (e.type === "image" || e.type === "fileUpload"),
  );
  if (!element) throw notFound("errors.formNotFound");
  const limit = maxBytes(element);
  const tooLarge = () =>
    new AppError(
      "too_large",
      translateMessage("en", "validation.formFileTooLarge", { max: limit / 1024 / 1024 }),
    );
  const file = await readUploadedFile(req, { maxBytes: limit, tooLarge });
  if (!file || file.size === 0) throw badRequest("validation.fileRequired");
  if (file.size > limit) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = detectContentImage(bytes.subarray(0, 16));
  const type = image ?? detectDownload(bytes, file.name);
  if (!type || !acceptedMime(element).includes(type.contentType)) throw badRequest("validation.formFileType");
  const name = sanitizeFileName(file.name, `upload.${type.ext}`);
  const key = await storeFile(
    form.workspaceId,
    null,
    { bytes, ext: type.ext, contentType: type.contentType, name },
    "form-builder",
  );
  await getDb().formUpload.create({ data: { fileKey: key, formId: form.id, elementId: element.id } });
  return {
    fileKey: `/${key}`,
    url: fileUrl(key),
    name,
    size: bytes.byteLength,
    contentType: type.contentType,
  };
}
