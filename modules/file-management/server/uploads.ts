import "server-only";
import path from "node:path";
import { Server } from "@tus/server";
import type { Locale } from "@/lib/i18n/config";
import { toErrorResponse } from "@/lib/server/api/error-response";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { logger } from "@/lib/server/logger";
import { dropUpload, uploadsDir } from "./upload-files";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { uploadMetadataSchema } from "@/modules/file-management/schemas/drive";
import { finishUpload } from "./finish-upload";
import { HashingFileStore } from "./hashing-store";
import { liveFolder } from "./folders";
import { assertRoom } from "@/lib/server/files/quota";
import { driveLimits, fileTooLarge } from "./quota";
import { assertMayChange } from "./rights";
import { driveScope } from "./scope";

// Resumable uploads (the tus protocol, 1.0.0 with creation and termination, by @tus/server): POST
// …/uploads declares a file (its size and Upload-Metadata: name, folder, what to do with a name
// taken), PATCH …/uploads/{id} appends bytes at an offset, HEAD tells how many arrived (so a client
// resumes after a dropped connection or a reload), DELETE gives up. Bytes go to UPLOADS_DIR as they
// arrive, never into memory; at the last byte the file is checked (type by content, SHA-256) and
// moved into the file storage (finish-upload.ts). Every request passes the module gate, and an
// upload is its uploader's alone: another person's id is not found.

/** What our handler knows of a request that the tus server's hooks need. */
interface UploadContext {
  uploadId: string;
  moduleId: string;
  scope: ModuleScope;
  actor: Actor;
  locale: Locale;
}

const contexts = new WeakMap<Request, UploadContext>();

function contextOf(req: Request): UploadContext {
  const context = contexts.get(req);
  if (!context) throw new Error("upload request without its context");
  return context;
}

export const uploadUrl = (moduleId: string, uploadId: string) =>
  `/api/v1/file-management/${moduleId}/uploads/${uploadId}`;

/** An AppError as tus's hooks throw errors: status and the API's JSON error body. */
async function asTusError(error: unknown, locale: Locale): Promise<{ status_code: number; body: string }> {
  const response = toErrorResponse(error, locale);
  return { status_code: response.status, body: await response.text() };
}

let server: Server | undefined;

function tusServer(): Server {
  server ??= new Server({
    path: "/api/v1/file-management/uploads",
    datastore: new HashingFileStore({ directory: uploadsDir() }),
    relativeLocation: true,
    maxSize: () => driveLimits().uploadMax,
    namingFunction: (req) => contextOf(req).uploadId,
    getFileIdFromRequest: (req) => contexts.get(req)?.uploadId,
    generateUrl: (req) => {
      const context = contextOf(req);
      return uploadUrl(context.moduleId, context.uploadId);
    },
    // The upload's row was written (and its room in the quota taken) before tus creates its file.
    onUploadFinish: async (req, upload) => {
      const context = contextOf(req);
      try {
        const item = await finishUpload(
          context.scope,
          context.actor,
          upload.id,
          path.join(uploadsDir(), upload.id),
        );
        return { headers: { "Upload-Item-Id": item.id } };
      } catch (error) {
        if (!(error instanceof AppError))
          logger.error(
            `[file-management] finishing upload ${upload.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
        throw await asTusError(error, context.locale);
      }
    },
  });
  return server;
}

/** tus's Upload-Metadata: `key base64,key base64` (a key alone has no value). */
export function parseUploadMetadata(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (!key) continue;
    if (!/^[\w-]{1,32}$/.test(key) || (value !== undefined && !/^[A-Za-z0-9+/=]*$/.test(value)))
      throw badRequest("validation.uploadMetadataInvalid");
    out[key] = value === undefined ? "" : Buffer.from(value, "base64").toString("utf8");
  }
  return out;
}

/**
 * POST …/uploads: a new upload into a folder the actor may add to, if its declared size fits the
 * upload limit and the workspace's room (413 otherwise, before any byte is sent).
 */
export async function createUpload(
  actor: Actor,
  moduleId: unknown,
  req: Request,
  locale: Locale,
): Promise<Response> {
  const scope = await driveScope(actor, moduleId, locale);
  const raw = parseUploadMetadata(req.headers.get("upload-metadata"));
  const meta = parseInput(uploadMetadataSchema, {
    name: raw.name,
    parentId: raw.parentId ? raw.parentId : null,
    onConflict: raw.onConflict || undefined,
  });
  const parent = meta.parentId ? await liveFolder(scope.moduleId, meta.parentId) : null;
  await assertMayChange(scope, "add", parent);
  const sizeHeader = req.headers.get("upload-length");
  // Deferred lengths are not offered: the quota needs the size before the bytes.
  if (!sizeHeader || !/^\d{1,15}$/.test(sizeHeader)) throw badRequest("validation.uploadLengthRequired");
  const size = Number(sizeHeader);
  if (size > driveLimits().uploadMax) throw fileTooLarge();
  const uploadId = newId();
  await getDb().$transaction(async (tx) => {
    await assertRoom(tx, scope.membership.workspaceId, size);
    await tx.driveUpload.create({
      data: {
        id: uploadId,
        workspaceId: scope.membership.workspaceId,
        moduleId: scope.moduleId,
        userId: actor.userId,
        parentId: parent?.id ?? null,
        name: meta.name,
        size,
        onConflict: meta.onConflict ?? "keep-both",
      },
    });
  });
  contexts.set(req, { uploadId, moduleId: scope.moduleId, scope, actor, locale });
  const response = await tusServer().handleWeb(req);
  if (response.status >= 300) await dropUpload(uploadId);
  return response;
}

/**
 * HEAD, PATCH and DELETE …/uploads/{uploadId}: the actor's own upload in this module (anything else
 * is not found); PATCH also needs the right to add to its folder still.
 */
export async function continueUpload(
  actor: Actor,
  params: { moduleId: unknown; uploadId: string },
  req: Request,
  locale: Locale,
): Promise<Response> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const upload = await getDb().driveUpload.findFirst({
    where: { id: params.uploadId, moduleId: scope.moduleId, userId: actor.userId },
    select: { id: true, parentId: true },
  });
  if (!upload) throw new AppError("not_found", "errors.uploadNotFound");
  if (req.method === "PATCH") {
    const parent = upload.parentId
      ? await liveFolder(scope.moduleId, upload.parentId).catch(() => null)
      : null;
    await assertMayChange(scope, "add", parent);
  }
  contexts.set(req, { uploadId: upload.id, moduleId: scope.moduleId, scope, actor, locale });
  const response = await tusServer().handleWeb(req);
  if (req.method === "DELETE" && response.status < 300) await dropUpload(upload.id);
  return response;
}
