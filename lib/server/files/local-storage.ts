import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { notFound } from "@/lib/server/errors";
import { isFileKey } from "@/lib/server/files/file-key";
import { FileStorageError } from "@/lib/server/files/storage-error";
import type { ByteRange, FileStorage, OpenedObject, StoredObject } from "@/lib/server/files/storage";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Bytes a read of a file takes at most (a chunk of its stream). */
const READ_CHUNK = 1024 * 1024;

/**
 * Bytes `start` to `end` (inclusive) of an opened file as a web stream that reads through the handle
 * (a file removed meanwhile still reads whole) in chunks of READ_CHUNK, two ahead of its reader, and
 * closes it at the end, on an error or when the reader cancels. Read straight into the web stream:
 * a Node stream wrapped by Readable.toWeb hands over small chunks and halves a download's rate.
 */
function readThrough(handle: fs.FileHandle, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const length = Math.min(READ_CHUNK, end + 1 - position);
        try {
          const { bytesRead, buffer } =
            length > 0
              ? await handle.read(Buffer.allocUnsafeSlow(length), 0, length, position)
              : { bytesRead: 0, buffer: Buffer.alloc(0) };
          if (bytesRead === 0) {
            await close();
            controller.close();
            return;
          }
          position += bytesRead;
          controller.enqueue(new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead));
        } catch (error) {
          await close();
          throw new FileStorageError("get", describe(error));
        }
      },
      cancel: close,
    },
    { highWaterMark: 2 },
  );
}

/** Files on the local disk under `dir` (single node; several nodes need S3). */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  /** The file's path; only well-formed keys, so no key can reach outside the root. */
  private pathOf(key: string): string {
    if (!isFileKey(key)) throw notFound("errors.fileNotFound");
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    // Written beside the target and renamed, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw new FileStorageError("put", describe(error));
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const body = new Uint8Array(await fs.readFile(file));
      const ext = key.slice(key.lastIndexOf(".") + 1);
      return { body, size: body.byteLength, contentType: TYPES[ext] ?? "application/octet-stream" };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new FileStorageError("get", describe(error));
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await fs.rm(file, { force: true });
    } catch (error) {
      throw new FileStorageError("delete", describe(error));
    }
  }

  async putFile(key: string, sourcePath: string, _size: number, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        // The upload directory is on the same disk by default: a rename, no byte copied.
        await fs.rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
        await fs.copyFile(sourcePath, temp);
        await fs.rename(temp, target);
        await fs.rm(sourcePath, { force: true });
      }
    } catch (error) {
      throw new FileStorageError("put", describe(error));
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedObject | null> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw new FileStorageError("get", describe(error));
    }
    const { size } = await handle.stat();
    return { body: readThrough(handle, range?.start ?? 0, range?.end ?? size - 1), size };
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = this.pathOf(fromKey);
    const target = this.pathOf(toKey);
    const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      // A reflink where the file system has them (btrfs, XFS), else a plain copy.
      await fs.copyFile(source, temp, fs.constants.COPYFILE_FICLONE);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw new FileStorageError("copy", describe(error));
    }
  }
}
