import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { Upload } from "@tus/utils";
import { headOf, HashingFileStore, takeUploadHash } from "@/modules/file-management/server/hashing-store";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, n) => (n * 31) % 251));
/** A request body arriving in chunks of 7,000 bytes. */
const body = (part: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(part.length / 7_000) }, (_, k) =>
      part.subarray(k * 7_000, (k + 1) * 7_000),
    ),
  );

let dir: string;
let store: HashingFileStore;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-hashing-store-"));
  store = new HashingFileStore({ directory: dir });
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const start = (id: string) => store.create(new Upload({ id, size: bytes.length, offset: 0 }));

describe("HashingFileStore", () => {
  it("hashes an upload's bytes as they are written, over PATCHes that go on where the last ended", async () => {
    await start("one");
    expect(await store.write(body(bytes.subarray(0, 80_000)), "one", 0)).toBe(80_000);
    expect(await store.write(body(bytes.subarray(80_000)), "one", 80_000)).toBe(bytes.length);
    expect(await fs.readFile(path.join(dir, "one"))).toEqual(bytes);
    expect(takeUploadHash("one", bytes.length)).toBe(sha(bytes));
    // Given once.
    expect(takeUploadHash("one", bytes.length)).toBeNull();
  });

  it("answers null when some bytes were not hashed here (the file is read instead)", async () => {
    await start("two");
    // The first part came through another node: this one begins mid-way.
    await fs.writeFile(path.join(dir, "two"), bytes.subarray(0, 50_000));
    expect(await store.write(body(bytes.subarray(50_000)), "two", 50_000)).toBe(bytes.length);
    expect(takeUploadHash("two", bytes.length)).toBeNull();
    // A part only: not the whole upload.
    await start("three");
    await store.write(body(bytes.subarray(0, 10_000)), "three", 0);
    expect(takeUploadHash("three", bytes.length)).toBeNull();
  });

  it("forgets the hash when a PATCH fails mid-way, so a resumed upload is read whole", async () => {
    await start("four");
    let sent = false;
    const broken = new Readable({
      read() {
        if (!sent) {
          sent = true;
          this.push(bytes.subarray(0, 7_000));
        } else setTimeout(() => this.destroy(new Error("connection reset")), 50);
      },
    });
    await expect(store.write(broken, "four", 0)).rejects.toBeDefined();
    const { size } = await fs.stat(path.join(dir, "four"));
    expect(size).toBe(7_000);
    await store.write(body(bytes.subarray(size)), "four", size);
    expect(takeUploadHash("four", bytes.length)).toBeNull();
    expect(await fs.readFile(path.join(dir, "four"))).toEqual(bytes);
  });

  it("reads a file's first bytes", async () => {
    await fs.writeFile(path.join(dir, "five"), bytes.subarray(0, 100));
    expect(Buffer.from(await headOf(path.join(dir, "five"), 4100))).toEqual(bytes.subarray(0, 100));
    expect(Buffer.from(await headOf(path.join(dir, "five"), 10))).toEqual(bytes.subarray(0, 10));
  });
});
