import "server-only";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { notFound } from "@/lib/server/errors";
import { isFileKey } from "@/lib/server/files/file-key";
import type { S3Config } from "@/lib/server/files/storage-config";
import { FileStorageError } from "@/lib/server/files/storage-error";
import type { FileStorage, StoredObject } from "@/lib/server/files/storage";

const TIMEOUT_MS = 30_000;

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

  private async send(operation: string, key: string, init: RequestInit): Promise<Response> {
    const url = this.objectUrl(key);
    try {
      return await this.client.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
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
}
