import "server-only";
import { AppError, badRequest } from "@/lib/server/errors";
import { UPLOAD_MAX_BYTES } from "@/lib/server/files/upload-file";
import { readCapped } from "@/lib/server/http/read-capped";

/** Room for the multipart boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FORM_BYTES = UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES;

const tooLarge = () => new AppError("too_large", "validation.fileTooLarge");

/**
 * The multipart field `file` of an upload request (null when absent or not a file). A body declared
 * or found larger than the limit plus form overhead is refused (413) without being buffered whole.
 * `limit`: another maximum and its error (the Content hub's 10 MB).
 */
export async function readUploadedFile(
  req: Request,
  limit?: { maxBytes: number; tooLarge: () => Error },
): Promise<File | null> {
  const maxForm = limit ? limit.maxBytes + FORM_OVERHEAD_BYTES : MAX_FORM_BYTES;
  const refuse = limit?.tooLarge ?? tooLarge;
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data"))
    throw badRequest("validation.fileRequired");
  if (Number(req.headers.get("content-length") ?? 0) > maxForm) throw refuse();
  if (!req.body) throw badRequest("validation.fileRequired");
  const bytes = await readCapped(req.body, maxForm, refuse);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw badRequest("validation.invalidForm");
  }
  const file = form.get("file");
  return file instanceof File ? file : null;
}
