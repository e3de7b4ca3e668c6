import "server-only";
import { createHash } from "node:crypto";
import type { FormElement, LogicRule } from "@/modules/form-builder/shared/elements";
import { hiddenElements } from "@/modules/form-builder/shared/logic";
import type { SubmitResult } from "@/modules/form-builder/shared/public";
import { validateAnswers, type Answers, type FieldErrors } from "@/modules/form-builder/shared/validation";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import { slugParamsSchema, submitSchema } from "@/modules/form-builder/schemas/public";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { eventsInStatement } from "@/lib/server/events/commit";
import { AppError, badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { formRoomEvents } from "../events";
import { scheduleAnnouncement } from "../follow-notifications/announce-timers";
import { staleVersion, versionTakenSql } from "./accepted-version";
import { spendFormChallenge } from "./form-challenge";
import type { PublishedForm } from "./published-form";
import { resolveFiles, uploadKeys } from "./resolve-files";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function fieldErrors(errors: FieldErrors, locale: Locale): AppError {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [id, translateMessage(locale, error.key, error.values)]),
  );
  return badRequest(Object.values(fields), { fields });
}

/**
 * POST /public/forms/{slug}/submit. 403 without a solved challenge of the form (or with one already
 * spent); 400 with `fields` (element id → message) when answers fail the rules; 409 when closed,
 * past its date, full, already answered from this browser (one per browser), or for a version the
 * form no longer takes (accepted-version.ts). A retry with the same submission id answers the
 * stored response.
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
  const [row] = await getDb().$queryRaw<
    (PublishedForm & {
      answered: { id: string; version: number; elements: unknown; logic: unknown; taken: boolean } | null;
    })[]
  >`
    SELECT f."id", f."moduleId", f."workspaceId", f."title", f."slug", f."acceptingResponses",
           f."closesAt", f."responseLimit", f."responseCount", f."onePerBrowser", f."thankYouMessage",
           f."redirectUrl", f."publishedVersionId", f."private",
           f."createdById",
           CASE WHEN v."id" IS NOT NULL THEN json_build_object('id', v."id", 'version', v."version",
             'elements', v."elements", 'logic', v."logic", 'taken', ${versionTakenSql("v", "f")}) END AS answered
      FROM "Form" f LEFT JOIN "FormVersion" v ON v."id" = ${body.versionId} AND v."formId" = f."id"
     WHERE f."slug" = ${slug} AND f."publishedVersionId" IS NOT NULL`;
  if (!row) throw notFound("errors.formNotFound");
  const { answered: version, ...form } = row;
  const done = (id: string): SubmitResult => ({
    id,
    thankYouMessage: form.thankYouMessage,
    redirectUrl: form.redirectUrl,
  });
  const db = getDb();
  const existing = () =>
    db.formResponse.findUnique({
      where: { formId_submissionId: { formId: form.id, submissionId: body.submissionId } },
      select: { id: true },
    });
  // The proof of work, spent once; a spent one is only a retry of the stored submission.
  if (!(await spendFormChallenge(form.id, body.altcha))) {
    const stored = await existing();
    if (stored) return done(stored.id);
    throw forbidden("errors.challengeFailed");
  }
  // The honeypot: a field people never see. A bot that fills it is thanked and nothing is stored.
  if (body.website) return done(body.submissionId);

  if (!version?.taken) throw staleVersion();
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
  // The uploads it names: still there (not purged), locked, and marked submitted with it.
  const files = uploadKeys(elements, clean);

  const id = newId();
  const createdAt = new Date();
  // Its events, in the same statement: the module's room (open responses tables) and the fact the
  // form's webhook hears of (form.response.submitted, read through the outbox).
  const events = eventsInStatement(
    ...formRoomEvents(null, form, [{ type: "response.created", formId: form.id, responseId: id }]),
    {
      type: "form.response.submitted",
      workspaceId: form.workspaceId,
      moduleId: form.moduleId,
      formId: form.id,
      responseId: id,
    },
  );
  try {
    // One statement, which writes nothing shared unless the form has a response limit: the
    // response (only while the form takes responses) and its visit. With a limit, the count the
    // limit is checked against goes up in the same statement (the form's row is locked only for
    // this statement and its commit, not for a transaction's round trips). Without one, the
    // responses are counted by stats/, so concurrent submissions never queue on the form's row.
    // The uploads it names are locked first: one the purge deleted meanwhile stops the insert.
    const visitId = body.visitId ?? null;
    const [stored] = await db.$queryRaw<{ n: number; files: number }[]>`
      WITH uploads AS (
        SELECT "fileKey" FROM "FormUpload"
         WHERE "formId" = ${form.id} AND "fileKey" = ANY(${files}::text[]) FOR UPDATE),
      open AS (
        SELECT "id", "responseLimit" FROM "Form"
         WHERE "id" = ${form.id} AND "publishedVersionId" IS NOT NULL AND "acceptingResponses"
           AND ("closesAt" IS NULL OR "closesAt" > now())
           AND (SELECT count(*) FROM uploads) = ${files.length}),
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
         WHERE "id" = ${visitId} AND "formId" = ${form.id} AND EXISTS (SELECT 1 FROM ins)),
      submitted AS (
        UPDATE "FormUpload" SET "submitted" = true
         WHERE "fileKey" IN (SELECT "fileKey" FROM uploads) AND EXISTS (SELECT 1 FROM ins)),
      ev AS (${events.sql(Prisma.sql`EXISTS (SELECT 1 FROM ins)`)})
      SELECT (SELECT count(*) FROM ins)::int AS n, (SELECT count(*) FROM uploads)::int AS files`;
    if (stored && stored.n === 0 && stored.files < files.length) throw conflict("errors.formUploadExpired");
    if (!stored || stored.n === 0) throw conflict("errors.formClosed");
  } catch (error) {
    // A retry (or a double click) of a stored submission: the same answer again.
    const stored = await existing();
    if (stored) return done(stored.id);
    if (isUniqueViolation(error)) throw conflict("errors.formAlreadyAnswered");
    throw error;
  }

  events.delivered();
  // Followers are told in a batch soon (follow-notifications/); the webhook through the outbox.
  scheduleAnnouncement(form.id);
  return done(id);
}
