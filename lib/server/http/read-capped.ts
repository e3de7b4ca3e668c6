import "server-only";

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
