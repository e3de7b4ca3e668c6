import "server-only";
import { NextResponse } from "next/server";

/**
 * Content-Disposition with a file name (RFC 6266): plain for printable ASCII without quotes or
 * backslashes, else a fallback of that and `filename*` with the name in UTF-8.
 */
export function disposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const plain = `${kind}; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A streamed file download (exports, ZIPs): its type, an attachment name (any characters), never cached. */
export function downloadResponse(file: {
  filename: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}) {
  return new NextResponse(file.body, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": disposition("attachment", file.filename),
      "cache-control": "no-store",
    },
  });
}
