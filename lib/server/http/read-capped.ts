import "server-only";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { finished } from "node:stream/promises";

/**
 * A body read chunk by chunk with a running count, abandoned (the stream cancelled) as soon as it
 * passes `limit` bytes: `tooLarge()` is thrown then, so nothing past the limit is ever held.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  limit: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * A body written to `file` as it arrives, abandoned (the stream cancelled, the file removed) as soon
 * as it passes `limit` bytes; answers the bytes written.
 */
export async function writeCapped(
  body: ReadableStream<Uint8Array>,
  file: string,
  limit: number,
  tooLarge: () => Error,
): Promise<number> {
  const out = createWriteStream(file);
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      if (!out.write(value)) await once(out, "drain");
    }
    out.end();
    await finished(out);
    return total;
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
}
