import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { notFound } from "@/lib/server/errors";
import { isFileKey } from "@/lib/server/files/file-key";
import { FileStorageError } from "@/lib/server/files/storage-error";
import type { ByteRange, FileStorage, OpenedObject, StoredObject } from "@/lib/server/files/storage";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    // The stream reads through the opened handle (a file removed meanwhile still reads whole) and
    // closes it at its end or when the reader cancels.
    const stream = createReadStream(file, {
      fd: handle,
      start: range?.start,
      end: range?.end,
      highWaterMark: 256 * 1024,
    });
    return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size };
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
