import "server-only";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, gunzipSync } from "node:zlib";
import yauzl from "yauzl";

// Reading an export archive (a ZIP, archive.ts): entry by entry, each streamed, never the whole file
// in memory. What an import and the tests read it with.

export interface ArchiveFileEntry {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** The entries of the ZIP at `file`, one at a time (the next is read when the loop asks for it). */
export async function* archiveFileEntries(file: string): AsyncGenerator<ArchiveFileEntry> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error || !opened ? reject(error ?? new Error("not a ZIP archive")) : resolve(opened),
    ),
  );
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (next: yauzl.Entry) => {
          zip.off("end", onEnd);
          zip.off("error", onError);
          resolve(next);
        };
        const onEnd = () => {
          zip.off("entry", onEntry);
          zip.off("error", onError);
          resolve(null);
        };
        const onError = (error: Error) => {
          zip.off("entry", onEntry);
          zip.off("end", onEnd);
          reject(error);
        };
        zip.once("entry", onEntry);
        zip.once("end", onEnd);
        zip.once("error", onError);
        zip.readEntry();
      });
      if (!entry) return;
      yield {
        name: entry.fileName,
        size: entry.uncompressedSize,
        open: () =>
          new Promise<Readable>((resolve, reject) =>
            zip.openReadStream(entry, (error, stream) =>
              error || !stream ? reject(error ?? new Error("unreadable entry")) : resolve(stream),
            ),
          ),
      };
    }
  } finally {
    zip.close();
  }
}

/** An entry's bytes (for small entries: the manifest, the workspace). */
export async function entryBytes(entry: ArchiveFileEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await entry.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The rows of a `.jsonl.gz` entry (for tests and small tables). */
export async function entryRows<T = Record<string, unknown>>(entry: ArchiveFileEntry): Promise<T[]> {
  const text = gunzipSync(await entryBytes(entry)).toString("utf8");
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as T);
}

/** An archive opened for reading its entries in any order (an import reads some twice). */
export interface OpenArchive {
  names: ReadonlySet<string>;
  /** The entry's size once uncompressed, or null when there is no such entry. */
  sizeOf(name: string): number | null;
  open(name: string): Promise<Readable>;
  close(): void;
}

/** Opens the ZIP at `file` and reads its directory (no entry's bytes). */
export async function openArchive(file: string): Promise<OpenArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error || !opened ? reject(error ?? new Error("not a ZIP archive")) : resolve(opened),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve());
    zip.once("error", reject);
    zip.readEntry();
  });
  return {
    names: new Set(entries.keys()),
    sizeOf: (name) => entries.get(name)?.uncompressedSize ?? null,
    open: (name) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`the archive has no ${name}`));
        zip.openReadStream(entry, (error, stream) =>
          error || !stream ? reject(error ?? new Error("unreadable entry")) : resolve(stream),
        );
      }),
    close: () => zip.close(),
  };
}

/**
 * The lines of a `.jsonl.gz` entry as they are uncompressed, one at a time. Read by iterating the
 * stream itself, which waits for the loop (readline's iterator would queue a whole table's lines while
 * the loop writes a batch).
 */
export async function* gzipLines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of stream.pipe(createGunzip())) {
    const text = rest + decoder.write(chunk as Buffer);
    const lines = text.split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line !== "") yield line;
  }
  rest += decoder.end();
  if (rest !== "") yield rest;
}
