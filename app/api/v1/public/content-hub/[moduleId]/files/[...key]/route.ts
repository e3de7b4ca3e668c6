import { NextResponse } from "next/server";
import { disposition } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts/public";
import { readPublicFile } from "@/modules/content-hub/server/public-files";

// Next passes the catch-all as segments, the production route table (route-table.ts) as one joined
// string: serve joins the segments with '/' before the params are checked.
export const GET = serve(endpoints.publicFile, async ({ req, params }) => {
  const file = await readPublicFile(params.moduleId, params.key, req.headers.get("if-none-match"));
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Content-Disposition": disposition("inline", file.name),
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
