import { readJsonBody } from "@/lib/server/api/read-json-body";
import { AppError } from "@/lib/server/errors";
import { JSON_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";

/** A body made as it is read, 64 KB at a time, counting what was pulled and whether it was cancelled. */
function lazyBody(total: number, fill = " ") {
  const piece = new TextEncoder().encode(fill.repeat(64 * 1024));
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const size = Math.min(piece.length, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(piece.slice(0, size));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/v1/test", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

describe("readJsonBody", () => {
  it("answers a body the client cut off (connection closed) as invalid JSON, not a server error", async () => {
    const aborted = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"title":"half'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const error = await readJsonBody(post(aborted)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "bad_request", messages: ["validation.invalidJson"] });
    // Any other failure of the stream stays what it was.
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error("disk on fire"));
      },
    });
    await expect(readJsonBody(post(broken))).rejects.toThrow("disk on fire");
  });

  it("stops reading a body without a length at the limit and cancels it", async () => {
    const { stream, seen } = lazyBody(300 * 1024 * 1024);
    const error = await readJsonBody(post(stream)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "too_large", messages: ["validation.bodyTooLarge"] });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + 64 * 1024);
  });

  it("refuses a declared length past the limit without reading", async () => {
    const { stream, seen } = lazyBody(2 * 1024 * 1024);
    const req = post(stream, { "content-length": String(2 * 1024 * 1024) });
    await expect(readJsonBody(req)).rejects.toMatchObject({ code: "too_large" });
    expect(seen.pulled).toBe(0);
  });

  it("reads a body of exactly the limit, in pieces", async () => {
    const value = JSON.stringify({ a: "é" });
    const padded = value + " ".repeat(JSON_BODY_MAX_BYTES - Buffer.byteLength(value));
    const pieces = new TextEncoder().encode(padded);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < pieces.length; at += 1000) controller.enqueue(pieces.slice(at, at + 1000));
        controller.close();
      },
    });
    await expect(readJsonBody(post(body))).resolves.toEqual({ a: "é" });
    await expect(readJsonBody(post(`${padded} `))).rejects.toMatchObject({ code: "too_large" });
  });

  it("reads empty as {}, a byte order mark as Request.text() does, and refuses broken JSON", async () => {
    await expect(readJsonBody(post(""))).resolves.toEqual({});
    await expect(readJsonBody(post('\uFEFF{"a":1}'))).resolves.toEqual({ a: 1 });
    await expect(readJsonBody(post("{"))).rejects.toMatchObject({
      code: "bad_request",
      messages: ["validation.invalidJson"],
    });
  });
});
