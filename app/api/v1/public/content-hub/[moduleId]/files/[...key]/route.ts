import { NextResponse } from "next/server";
import { z } from "zod";
import { withApi } from "@/lib/server/api/with-api";
import { readPublicFile } from "@/modules/content-hub/server/public-files";

// Next passes a catch-all as segments; the production route table (route-table.ts) as one joined string.
const paramsSchema = z.object({
  moduleId: z
    .string()
    .regex(/^[0-9a-f]{24}$/i)
    .transform((id) => id.toLowerCase()),
  key: z
    .union([z.array(z.string()).min(1), z.string().min(1)])
    .transform((key) => (Array.isArray(key) ? key.join("/") : key)),
});

// GET /api/v1/public/content-hub/{moduleId}/files/{fileKey} - a file of the module's published content, no key needed (for <img> and downloads)
export const GET = withApi({ auth: "none", params: paramsSchema }, async ({ req, params }) => {
  const file = await readPublicFile(params.moduleId, params.key, req.headers.get("if-none-match"));
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    // Public, but not forever: unpublishing takes the file down within five minutes of caches.
    "Cache-Control": "public, max-age=300",
    ETag: file.etag,
  });
  if (file.body === null) {
    headers.delete("Content-Length");
    return new NextResponse(null, { status: 304, headers });
  }
  const body = file.body instanceof ReadableStream ? file.body : (file.body as Uint8Array<ArrayBuffer>);
  return new NextResponse(body, { headers });
});
