import "server-only";
import type { PublicForm } from "@/modules/form-builder/shared/public";
import { slugParamsSchema } from "@/modules/form-builder/schemas/public";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";

// The public side of a form (issue 17): /f/{slug} signed out. No session and no module gate: the
// slug stands for the published version only; a form never published, or unpublished, is 404 like
// an unknown slug, so nothing about drafts leaks. Submissions are validated with the shared rules
// (modules/form-builder/shared/validation.ts, logic.ts), stored once per client submission id (counted against
// the form's limit, when it has one, in the same statement that checks it is open), then followers
// are told (in a batch, soon) and the webhook queued. Anti-spam: a honeypot field and a per-address rate limit.
// This file: the published form the public use cases start from.

type ClosedReason = PublicForm["closedReason"];

export function closedReason(form: {
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
  publishedVersionId: true,
  private: true,
  createdById: true,
} as const;

/** The published form of a slug (404 for an unknown slug or a form not published). */
export async function publishedForm(slugInput: unknown) {
  const { slug } = parseInput(slugParamsSchema, { slug: slugInput });
  const form = await getDb().form.findUnique({ where: { slug }, select: publishedSelect });
  if (!form?.publishedVersionId) throw notFound("errors.formNotFound");
  return { ...form, publishedVersionId: form.publishedVersionId };
}

export type PublishedForm = Awaited<ReturnType<typeof publishedForm>>;
