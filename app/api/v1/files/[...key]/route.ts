import { NextResponse } from "next/server";
import { disposition } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { readFile as readFileEndpoint } from "@/lib/contracts/files";
import { readFile } from "@/lib/server/files/read-file";

// Next passes the catch-all as segments, the production route table as one string: serve joins them.
export const GET = serve(readFileEndpoint, async ({ req, params, query, actor }) => {
  const file = await readFile(actor, params.key, query.token ?? null, {
    ifNoneMatch: req.headers.get("if-none-match"),
  });
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": disposition("inline", file.name),
    // Private because access depends on who asks; a kept copy is revalidated on every use (a 304
    // after the access check), so losing access to the file's owner takes effect at once.
    "Cache-Control": "private, no-cache",
    ETag: file.etag,
  });
  if (file.body === null) {
    headers.delete("Content-Length");
    return new NextResponse(null, { status: 304, headers });
  }
  const body = file.body instanceof ReadableStream ? file.body : (file.body as Uint8Array<ArrayBuffer>);
  return new NextResponse(body, { headers });
});
