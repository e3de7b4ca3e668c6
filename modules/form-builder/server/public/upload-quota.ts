import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { formEnv } from "@/lib/server/env";
import { rateLimited } from "@/lib/server/errors";

// Respondents' uploads that no response has named yet are capped, per form
// (FORM_UPLOAD_QUOTA_PER_FORM_MB) and per workspace (FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB), so strangers
// cannot fill a deployment's storage with files they never submit; uploads older than
// FORM_UPLOAD_TTL_MINUTES no longer count (the form-uploads-purge job deletes them). Past a quota an
// upload answers 429, with Retry-After when the oldest waiting upload expires.

const MB = 1024 * 1024;

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

interface Usage {
  form: number;
  workspace: number;
  oldest: Date | null;
}

interface QuotaForm {
  id: string;
  workspaceId: string;
}

/** Bytes of the form's and of the workspace's unsubmitted uploads, and the oldest one's time. */
async function usage(db: Db, form: QuotaForm): Promise<Usage> {
  const ttl = formEnv().FORM_UPLOAD_TTL_MINUTES;
  const [row] = await db.$queryRaw<Usage[]>`
    SELECT coalesce(sum("size") FILTER (WHERE "formId" = ${form.id}), 0)::float8 AS form,
           coalesce(sum("size"), 0)::float8 AS workspace, min("createdAt") AS oldest
      FROM "FormUpload"
     WHERE "workspaceId" = ${form.workspaceId} AND NOT "submitted"
       AND "createdAt" > now() - make_interval(mins => ${ttl}::int)`;
  return row ?? { form: 0, workspace: 0, oldest: null };
}

/** 429 unless `bytes` more fit in both quotas. */
function assertRoom(used: Usage, bytes: number): void {
  const env = formEnv();
  if (
    used.form + bytes <= env.FORM_UPLOAD_QUOTA_PER_FORM_MB * MB &&
    used.workspace + bytes <= env.FORM_UPLOAD_QUOTA_PER_WORKSPACE_MB * MB
  )
    return;
  const frees = used.oldest ? used.oldest.getTime() + env.FORM_UPLOAD_TTL_MINUTES * 60_000 : Date.now();
  throw rateLimited("errors.formUploadQuota", Math.max(60, Math.ceil((frees - Date.now()) / 1000)));
}

/** Before reading an upload's body: 429 when either quota is already full. */
export async function assertUploadRoom(form: QuotaForm): Promise<void> {
  assertRoom(await usage(getDb(), form), 1);
}

/**
 * Records a stored upload against the quotas, under the workspace's lock so concurrent uploads
 * cannot all fit in the last room; 429 (nothing recorded) when it does not fit.
 */
export async function recordUpload(
  form: QuotaForm,
  upload: { fileKey: string; elementId: string; size: number },
): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`form-uploads:${form.workspaceId}`}::text, 0))::text`;
    assertRoom(await usage(tx, form), upload.size);
    await tx.formUpload.create({ data: { ...upload, formId: form.id, workspaceId: form.workspaceId } });
  });
}
