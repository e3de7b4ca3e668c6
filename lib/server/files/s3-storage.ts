import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { notFound } from "@/lib/server/errors";
import { isFileKey } from "@/lib/server/files/file-key";
import type { S3Config } from "@/lib/server/files/storage-config";
import { FileStorageError } from "@/lib/server/files/storage-error";
import type { ByteRange, FileStorage, OpenedObject, StoredObject } from "@/lib/server/files/storage";

const TIMEOUT_MS = 30_000;
/** A streamed upload or copy gets this long in all (a 5 GB object at about 20 MB/s). */
const LONG_TIMEOUT_MS = 15 * 60_000;

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...), signed with AWS Signature V4 by aws4fetch. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;
  private readonly base: URL;
  private readonly pathStyle: boolean;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: "s3",
      region: config.region,
      // aws4fetch retries 5xx and network errors with backoff; keep a request's worst case short.
      retries: 2,
    });
    this.base = new URL(config.endpoint);
    this.pathStyle = config.forcePathStyle;
    this.bucket = config.bucket;
  }

  /** Path style `endpoint/bucket/key` (MinIO-like servers) or virtual-hosted `bucket.endpoint/key`. */
  objectUrl(key: string): string {
    if (!isFileKey(key)) throw notFound("errors.fileNotFound");
    const url = new URL(this.base);
    const prefix = url.pathname.replace(/\/+$/, "");
    if (this.pathStyle) url.pathname = `${prefix}/${encodeURIComponent(this.bucket)}/${key}`;
    else {
      url.hostname = `${this.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${key}`;
    }
    return url.toString();
  }

  private async send(
    operation: string,
    key: string,
    init: RequestInit,
    timeoutMs = TIMEOUT_MS,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    try {
      return await this.client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // The message of a network error names the host at most, never the credentials.
      throw new FileStorageError(
        operation,
        `${this.bucket}/${key}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async fail(operation: string, key: string, response: Response): Promise<never> {
    // S3's XML error code (NoSuchBucket, AccessDenied, ...) is enough to diagnose; the body may echo
    // request details, so only the code is logged.
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? "unknown";
    throw new FileStorageError(operation, `${this.bucket}/${key}: HTTP ${response.status} ${code}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send("put", key, {
      method: "PUT",
      body: bytes as Uint8Array<ArrayBuffer>,
      // A signed payload hash (aws4fetch would send UNSIGNED-PAYLOAD), so S3 checks the bytes arrived intact.
      headers: {
        "content-type": contentType,
        "x-amz-content-sha256": createHash("sha256").update(bytes).digest("hex"),
      },
    });
    if (!response.ok) await this.fail("put", key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send("get", key, { method: "GET" });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) return this.fail("get", key, response);
    return {
      body: response.body,
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      size: Number(response.headers.get("content-length") ?? 0),
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send("delete", key, { method: "DELETE" });
    if (!response.ok && response.status !== 404) await this.fail("delete", key, response);
    await response.body?.cancel();
  }

  async putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void> {
    // Streamed from the disk (one PUT: S3 takes up to 5 GB in one); the payload is left unsigned (a
    // signed hash would need a first read of the whole file) and checked by its Content-Length.
    const body = Readable.toWeb(createReadStream(sourcePath, { highWaterMark: 1024 * 1024 }));
    const response = await this.send(
      "put",
      key,
      {
        method: "PUT",
        body: body as ReadableStream<Uint8Array>,
        headers: {
          "content-type": contentType,
          "content-length": String(size),
          "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
        },
        duplex: "half",
      } as RequestInit,
      LONG_TIMEOUT_MS,
    );
    if (!response.ok) await this.fail("put", key, response);
    await response.body?.cancel();
    await rm(sourcePath, { force: true });
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send("get", key, { method: "GET", headers }, LONG_TIMEOUT_MS);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) return this.fail("get", key, response);
    // A ranged answer names the whole size after the slash of Content-Range.
    const total = /\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1];
    return { body: response.body, size: Number(total ?? response.headers.get("content-length") ?? 0) };
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = new URL(this.objectUrl(fromKey));
    const copySource = this.pathStyle
      ? source.pathname.slice(new URL(this.base).pathname.replace(/\/+$/, "").length)
      : `/${encodeURIComponent(this.bucket)}${source.pathname}`;
    const response = await this.send(
      "copy",
      toKey,
      { method: "PUT", headers: { "x-amz-copy-source": copySource } },
      LONG_TIMEOUT_MS,
    );
    // CopyObject can fail after its 200 (an <Error> in the body).
    const text = response.ok ? await response.text() : "";
    if (!response.ok || text.includes("<Error>")) await this.fail("copy", toKey, response);
  }
}
