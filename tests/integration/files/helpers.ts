import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest, type NextResponse } from "next/server";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<NextResponse>;

export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/**
 * Local file storage in a fresh temporary folder for the file's tests (S3 off), removed afterwards;
 * `dir()` is the folder once beforeAll has run.
 */
export function withTempFilesDir(prefix: string): { dir: () => string } {
  let dir = "";
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    process.env.FILES_DIR = dir;
    delete process.env.S3_BUCKET;
    delete process.env.S3_ENDPOINT;
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  return { dir: () => dir };
}

/** `size` bytes starting with `head`, the rest a repeating pattern. */
export function image(head: number[], size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

interface Auth {
  token?: string;
  cookie?: string;
}

function headersOf(auth: Auth, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ "x-forwarded-for": "10.0.0.1", ...extra });
  if (auth.token) headers.set("authorization", `Bearer ${auth.token}`);
  if (auth.cookie) headers.set("cookie", auth.cookie);
  return headers;
}

/** POSTs a real multipart body (field `file` unless told) to the upload handler. */
export async function upload(
  handler: Handler,
  auth: Auth,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string } | null,
  options: { field?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (file)
    form.append(options.field ?? "file", new File([file.bytes], file.name, { type: file.type ?? "" }));
  else form.append("other", "value");
  const req = new NextRequest("http://localhost:3000/api/v1/files/upload", {
    method: "POST",
    headers: headersOf(auth, options.headers),
    body: form,
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** GETs `/api/v1/files/<key>` the way Next calls a catch-all route: the key as segments. */
export async function download(
  handler: Handler,
  key: string,
  auth: Auth = {},
  options: { query?: string; headers?: Record<string, string> } = {},
) {
  const req = new NextRequest(`http://localhost:3000/api/v1/files/${key}${options.query ?? ""}`, {
    headers: headersOf(auth, options.headers),
  });
  const res = await handler(req, { params: Promise.resolve({ key: key.split("/") }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const json = res.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as unknown) : null;
  return { status: res.status, bytes, json, headers: res.headers };
}
