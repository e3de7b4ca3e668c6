import "server-only";
import type { FormElement } from "@/modules/form-builder/shared/elements";
import type { PublicUpload } from "@/modules/form-builder/shared/public";
import { acceptedMime, maxBytes } from "@/modules/form-builder/shared/validation";
import { translateMessage } from "@/lib/i18n/messages";
import { uploadQuerySchema } from "@/modules/form-builder/schemas/public";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, forbidden, notFound } from "@/lib/server/errors";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { fileUrl } from "@/lib/server/files/file-key";
import { readUploadedFile } from "@/lib/server/files/read-upload";
import { getFileStorage } from "@/lib/server/files/storage";
import { storeFile } from "@/lib/server/files/store-file";
import { consume } from "@/lib/server/security/rate-limit";
import { parseInput } from "@/lib/server/validation";
import { detectImage } from "@/lib/files/file-types";
import { detectDownload } from "@/lib/server/files/file-types";
import { takenVersionElements } from "./accepted-version";
import { spendFormChallenge } from "./form-challenge";
import { publishedForm } from "./published-form";
import { assertUploadRoom, recordUpload } from "./upload-quota";

/**
 * POST /public/forms/{slug}/upload?versionId&element&altcha (multipart `file`): a respondent's file
 * for an Image or File upload element of a version the form takes (409 otherwise), with a solved
 * challenge of its own (403), while the form's and workspace's unsubmitted uploads leave room (429),
 * capped at the element's size while reading, its type recognised by its bytes (not its name or
 * declared type) and checked against the element's accepted types.
 */
export async function uploadAnswerFile(
  slugInput: unknown,
  query: unknown,
  req: Request,
  ip: string,
): Promise<PublicUpload> {
  await consume("formSubmitPerIp", ip, "errors.formTooManySubmissions");
  const form = await publishedForm(slugInput);
  const { versionId, element: elementId, altcha } = parseInput(uploadQuerySchema, query);
  const elements = (await takenVersionElements(form.id, versionId)) as FormElement[];
  const element = elements.find((e) => e.id === elementId && (e.type === "image" || e.type === "fileUpload"));
  if (!element) throw notFound("errors.formNotFound");
  // Refused before the body is read: a full quota, then a missing, wrong or spent challenge.
  await assertUploadRoom(form);
  if (!(await spendFormChallenge(form.id, altcha))) throw forbidden("errors.challengeFailed");
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
  const image = detectImage(bytes.subarray(0, 16));
  const type = image ?? detectDownload(bytes, file.name);
  if (!type || !acceptedMime(element).includes(type.contentType)) throw badRequest("validation.formFileType");
  const name = sanitizeFileName(file.name, `upload.${type.ext}`);
  const key = await storeFile(
    form.workspaceId,
    null,
    { bytes, ext: type.ext, contentType: type.contentType, name },
    { kind: "form_response", id: form.id },
    "form-builder",
  );
  try {
    await recordUpload(form, { fileKey: key, elementId: element.id, size: bytes.byteLength });
  } catch (error) {
    // Over a quota after all (concurrent uploads): the stored file goes again.
    await getFileStorage().delete(key);
    await getDb().file.deleteMany({ where: { key } });
    throw error;
  }
  return {
    fileKey: `/${key}`,
    url: fileUrl(key),
    name,
    size: bytes.byteLength,
    contentType: type.contentType,
  };
}
