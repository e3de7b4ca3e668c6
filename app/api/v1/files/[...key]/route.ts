import { NextResponse } from "next/server";
import { z } from "zod";
import { withApi } from "@/lib/server/api/with-api";
import { readFile } from "@/lib/server/files/read-file";

// Next passes a catch-all as segments; the production route table (route-table.ts) as one joined string.
const paramsSchema = z.object({
  key: z
    .union([z.array(z.string()).min(1), z.string().min(1)])
    .transform((key) => (Array.isArray(key) ? key.join("/") : key)),
});

// GET /api/v1/files/{fileKey}?token= - serve a stored file to members of its workspace or a token holder
export const GET = withApi({ auth: "optional", params: paramsSchema }, async ({ req, params, actor }) => {
  const file = await readFile(actor, params.key, req.nextUrl.searchParams.get("token"), {
    ifNoneMatch: req.headers.get("if-none-match"),
  });
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    // A key's bytes never change; private because access depends on who asks.
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: file.etag,
  });
  if (file.body === null) {
    headers.delete("Content-Length");
    return new NextResponse(null, { status: 304, headers });
  }
  const body = file.body instanceof ReadableStream ? file.body : (file.body as Uint8Array<ArrayBuffer>);
  return new NextResponse(body, { headers });
});
