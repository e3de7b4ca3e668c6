import "server-only";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import { isFileAnswer, type Answers } from "@/modules/form-builder/shared/validation";
import { getDb } from "@/lib/server/db";

/**
 * File answers name uploads of this form and element (their stored type and size replace what the
 * browser said); anything else is refused as an invalid answer.
 */
export async function resolveFiles(
  formId: string,
  elements: FormElement[],
  answers: Answers,
): Promise<Answers> {
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
      ? { fileKey: `/${file.key}`, name: file.name, size: Number(file.size), contentType: file.contentType }
      : "invalid";
  });
  return out;
}

/** The upload keys (without the leading slash) that validated answers name. */
export function uploadKeys(elements: FormElement[], answers: Answers): string[] {
  return elements
    .filter((e) => e.type === "image" || e.type === "fileUpload")
    .map((e) => answers[e.id])
    .filter(isFileAnswer)
    .map((answer) => answer.fileKey.replace(/^\//, ""));
}
