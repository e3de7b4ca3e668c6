import "server-only";
import { NextResponse } from "next/server";

/** A streamed file download (exports): its type, an attachment name, never cached. */
export function downloadResponse(file: {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}) {
  return new NextResponse(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "no-store",
    },
  });
}
