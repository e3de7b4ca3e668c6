// Calls of File management's API as a browser makes them (route handlers with real requests, the
// uploads in tus), for its tests.
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { GET as listRoute } from "@/app/api/v1/file-management/[moduleId]/items/route";
import {
  GET as itemRoute,
  PATCH as renameRoute,
} from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/route";
import { PUT as bookmarkRoute } from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/bookmark/route";
import { POST as folderRoute } from "@/app/api/v1/file-management/[moduleId]/folders/route";
import { POST as moveRoute } from "@/app/api/v1/file-management/[moduleId]/items/move/route";
import { POST as copyRoute } from "@/app/api/v1/file-management/[moduleId]/items/copy/route";
import { POST as trashRoute } from "@/app/api/v1/file-management/[moduleId]/items/trash/route";
import { POST as restoreRoute } from "@/app/api/v1/file-management/[moduleId]/items/restore/route";
import { POST as deleteRoute } from "@/app/api/v1/file-management/[moduleId]/items/delete/route";
import { GET as quotaRoute } from "@/app/api/v1/file-management/[moduleId]/quota/route";
import { POST as createUploadRoute } from "@/app/api/v1/file-management/[moduleId]/uploads/route";
import {
  DELETE as cancelUploadRoute,
  HEAD as headUploadRoute,
  PATCH as patchUploadRoute,
} from "@/app/api/v1/file-management/[moduleId]/uploads/[uploadId]/route";
import { getDb } from "@/lib/server/db";
import type { DriveItem, DriveList, Quota } from "@/modules/file-management/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call, type CallResult } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

export interface Drive {
  team: Team;
  projectId: string;
  moduleId: string;
}

/** A team with a project holding a file management module ("Files"). */
export async function seedDrive(name = "Acme Files"): Promise<Drive> {
  const team = await seedTeam(name);
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  const moduleId = (await seedProjectModule(getDb(), project.id, { tag: "FileManagement", name: "Files" }))
    .id;
  return { team, projectId: project.id, moduleId };
}

const base = (moduleId: string) => `http://localhost:3000/api/v1/file-management/${moduleId}`;

export const list = (moduleId: string, by: Caller, query: Record<string, string> = {}) =>
  call<DriveList>(listRoute, {
    token: by.token,
    params: { moduleId },
    url: `${base(moduleId)}/items?${new URLSearchParams(query)}`,
  });

export const item = (moduleId: string, by: Caller, itemId: string) =>
  call<{ item: DriveItem; crumbs: { id: string; name: string }[] }>(itemRoute, {
    token: by.token,
    params: { moduleId, itemId },
    url: `${base(moduleId)}/items/${itemId}`,
  });

/** Stars an item for `by`. */
export const star = (moduleId: string, by: Caller, itemId: string) =>
  call(bookmarkRoute, {
    method: "PUT",
    token: by.token,
    params: { moduleId, itemId },
    url: `${base(moduleId)}/items/${itemId}/bookmark`,
  });

export const folder = (moduleId: string, by: Caller, name: unknown, parentId: string | null = null) =>
  call<DriveItem>(folderRoute, {
    method: "POST",
    token: by.token,
    params: { moduleId },
    body: { parentId, name },
    url: `${base(moduleId)}/folders`,
  });

export const rename = (moduleId: string, by: Caller, itemId: string, name: unknown) =>
  call<DriveItem>(renameRoute, {
    method: "PATCH",
    token: by.token,
    params: { moduleId, itemId },
    body: { name },
    url: `${base(moduleId)}/items/${itemId}`,
  });

const bulk = (route: typeof moveRoute, segment: string) => (moduleId: string, by: Caller, body: unknown) =>
  call<{ items: DriveItem[] }>(route, {
    method: "POST",
    token: by.token,
    params: { moduleId },
    body,
    url: `${base(moduleId)}/items/${segment}`,
  });

export const move = bulk(moveRoute, "move");
export const copy = bulk(copyRoute, "copy");
export const trash = bulk(trashRoute, "trash");
export const restore = bulk(restoreRoute, "restore");
export const deleteForGood = bulk(deleteRoute, "delete");

export const quota = (moduleId: string, by: Caller) =>
  call<Quota>(quotaRoute, { token: by.token, params: { moduleId }, url: `${base(moduleId)}/quota` });

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** `size` bytes of a repeating pattern (no file signature: stored as a binary file). */
export function bytesOf(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * seed + 3) % 251;
  return bytes;
}

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

async function raw(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  by: Caller,
  params: Record<string, string>,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Uint8Array<ArrayBuffer>,
): Promise<CallResult<unknown>> {
  const req = new NextRequest(url, {
    method,
    headers: { "x-forwarded-for": "10.0.0.1", authorization: `Bearer ${by.token}`, ...headers },
    body,
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // a plain text answer of tus
  }
  return { status: res.status, body: parsed, headers: res.headers, setCookie: [] };
}

/** tus creation: answers the upload's id (from Location) with the status. */
export async function startUpload(
  moduleId: string,
  by: Caller,
  size: number,
  fields: Record<string, string>,
): Promise<{ status: number; uploadId: string | null; body: unknown; headers: Headers }> {
  const result = await raw(createUploadRoute, by, { moduleId }, `${base(moduleId)}/uploads`, "POST", {
    "tus-resumable": "1.0.0",
    "upload-length": String(size),
    "upload-metadata": metadata(fields),
  });
  const location = result.headers.get("location");
  return {
    status: result.status,
    uploadId: location?.split("/").pop() ?? null,
    body: result.body,
    headers: result.headers,
  };
}

export const sendBytes = (
  moduleId: string,
  by: Caller,
  uploadId: string,
  offset: number,
  bytes: Uint8Array<ArrayBuffer>,
) =>
  raw(
    patchUploadRoute,
    by,
    { moduleId, uploadId },
    `${base(moduleId)}/uploads/${uploadId}`,
    "PATCH",
    {
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    bytes,
  );

export const uploadOffset = (moduleId: string, by: Caller, uploadId: string) =>
  raw(headUploadRoute, by, { moduleId, uploadId }, `${base(moduleId)}/uploads/${uploadId}`, "HEAD", {
    "tus-resumable": "1.0.0",
  });

export const cancelUpload = (moduleId: string, by: Caller, uploadId: string) =>
  raw(cancelUploadRoute, by, { moduleId, uploadId }, `${base(moduleId)}/uploads/${uploadId}`, "DELETE", {
    "tus-resumable": "1.0.0",
  });

/** A whole upload in one PATCH; answers the new item's id. */
export async function upload(
  moduleId: string,
  by: Caller,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  extra: Record<string, string> = {},
): Promise<string> {
  const started = await startUpload(moduleId, by, bytes.byteLength, { name, ...extra });
  if (started.status !== 201 || !started.uploadId)
    throw new Error(`upload answered ${started.status} ${JSON.stringify(started.body)}`);
  const sent = await sendBytes(moduleId, by, started.uploadId, 0, bytes);
  const itemId = sent.headers.get("upload-item-id");
  if (sent.status !== 204 || !itemId)
    throw new Error(`upload's bytes answered ${sent.status} ${JSON.stringify(sent.body)}`);
  return itemId;
}
