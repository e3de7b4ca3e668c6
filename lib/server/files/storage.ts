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

/** Where file bytes live. Keys are `<workspaceId>/<24-hex id>.<ext>` (file-key.ts); others are refused. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
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
