import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { securityHeaders } from "@/lib/security/headers";
import { prepareConnection } from "@/lib/server/http/connection";

/** Writes a Web Response to Node's response, with the security headers; see `prepareConnection`. */
export async function writeResponse(
  response: Response,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  prepareConnection(req, res);
  res.statusCode = response.status;
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  // JSON answers are small and whole: one write with a length, not a chunked stream of pieces
  // (each write is a system call, which is most of what a request costs this process).
  if (response.headers.get("content-type")?.startsWith("application/json")) {
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader("content-length", body.length);
    return void res.end(body);
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0])
      .on("error", reject)
      .pipe(res)
      .on("finish", resolve)
      .on("error", reject);
  });
}
