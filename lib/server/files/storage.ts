import "server-only";
import { LocalFileStorage } from "@/lib/server/files/local-storage";
import { S3FileStorage } from "@/lib/server/files/s3-storage";
import { storageConfig } from "@/lib/server/files/storage-config";
import { env } from "@/lib/server/env";

export interface StoredObject {
  body: Uint8Array | ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/** A byte range of an object, both ends included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object's bytes as a stream: the whole of it, or the range asked for. */
export interface OpenedObject {
  body: ReadableStream<Uint8Array>;
  /** The object's whole size. */
  size: number;
}

/** Where file bytes live. Keys are `<workspaceId>/<24-hex id>.<ext>` (file-key.ts); others are refused. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Stores the finished file at `sourcePath` (a resumable upload's) under `key`, streamed, never
   * read whole into memory; the source is gone afterwards (moved on the same disk, else uploaded
   * and removed).
   */
  putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void>;
  /** The object's bytes streamed (`range`: only those), or null when nothing is stored under the key. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** A copy of the object under another key (a copied file's bytes). */
  copy(fromKey: string, toKey: string): Promise<void>;
}

let storage: FileStorage | undefined;

/** The configured storage (S3-compatible when S3_BUCKET and S3_ENDPOINT are set, else local disk). */
export function getFileStorage(): FileStorage {
  if (!storage) {
    const config = storageConfig(env());
    storage = config.kind === "s3" ? new S3FileStorage(config) : new LocalFileStorage(config.dir);
  }
  return storage;
}
