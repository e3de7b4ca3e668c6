import "server-only";
import { visitSchema } from "@/modules/form-builder/schemas/public";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { publishedForm } from "./published-form";

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
