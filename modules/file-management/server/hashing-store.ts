import "server-only";
import { createHash, type Hash } from "node:crypto";
import { open } from "node:fs/promises";
import { pipeline, Transform, type Readable } from "node:stream";
import { FileStore } from "@tus/file-store";

// tus's file store, hashing the bytes as they are written: an upload whose bytes all reached this
// node in order (one PATCH, or resumed PATCHes that each began where the last ended) is finished
// without reading its file again. Any other (a PATCH that failed, bytes that came through another
// node) is hashed by reading the file (finish-upload.ts hashFile).

/** Uploads being hashed on this node at most (the oldest is forgotten and hashed by reading). */
const MAX_HASHING = 1_000;

interface Hashing {
  hash: Hash;
  /** How many bytes of the file the hash has seen (from the start). */
  upTo: number;
}

const hashing = new Map<string, Hashing>();

export class HashingFileStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const known = hashing.get(id);
    hashing.delete(id);
    const state =
      known?.upTo === offset ? known : offset === 0 ? { hash: createHash("sha256"), upTo: 0 } : null;
    if (!state) return super.write(readable, id, offset);
    let seen = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        state.hash.update(chunk);
        seen += chunk.length;
        done(null, chunk);
      },
    });
    const end = await super.write(
      pipeline(readable, tap, () => undefined),
      id,
      offset,
    );
    // Every byte hashed was written, and nothing else: the hash goes on from here.
    if (end === offset + seen) {
      state.upTo = end;
      hashing.set(id, state);
      if (hashing.size > MAX_HASHING) hashing.delete(hashing.keys().next().value!);
    }
    return end;
  }
}

/**
 * The SHA-256 of a finished upload of `size` bytes if this node hashed all of them as they came
 * (then forgotten), else null.
 */
export function takeUploadHash(id: string, size: number): string | null {
  const state = hashing.get(id);
  hashing.delete(id);
  return state?.upTo === size ? state.hash.digest("hex") : null;
}

/** The first `bytes` bytes of a file. */
export async function headOf(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
