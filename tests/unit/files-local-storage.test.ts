import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LocalFileStorage } from "@/lib/server/files/local-storage";
import { storageConfig } from "@/lib/server/files/storage-config";

const KEY = "0123456789abcdef01234567/89abcdef0123456789abcdef.png";
let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-local-files-"));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe("LocalFileStorage", () => {
  it("puts, gets and deletes under <dir>/<workspaceId>/<file>, leaving no temp files", async () => {
    const storage = new LocalFileStorage(dir);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(KEY, bytes, "image/png");
    expect(await fs.readdir(path.join(dir, "0123456789abcdef01234567"))).toEqual([
      "89abcdef0123456789abcdef.png",
    ]);
    expect(await storage.get(KEY)).toEqual({ body: bytes, size: 7, contentType: "image/png" });
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it("streams a file whole or a range of it, in chunks, and stops when the reader cancels", async () => {
    const storage = new LocalFileStorage(dir);
    const bytes = new Uint8Array(Array.from({ length: 2_500_000 }, (_, n) => (n * 7) % 253));
    await storage.put(KEY, bytes, "image/png");
    // Compared as Buffers (jest's toEqual walks 2.5 million elements one by one).
    const read = async (body: ReadableStream<Uint8Array>) =>
      Buffer.from(await new Response(body).arrayBuffer());
    const whole = await storage.open(KEY);
    expect(whole?.size).toBe(bytes.length);
    expect((await read(whole!.body)).equals(bytes)).toBe(true);
    const range = await storage.open(KEY, { start: 1_000_000, end: 2_100_000 });
    expect((await read(range!.body)).equals(bytes.subarray(1_000_000, 2_100_001))).toBe(true);
    const cancelled = await storage.open(KEY);
    const reader = cancelled!.body.getReader();
    expect((await reader.read()).value?.byteLength).toBe(1024 * 1024);
    await reader.cancel();
    // The handle is closed: the file can go (and a missing one opens as null).
    await storage.delete(KEY);
    expect(await storage.open(KEY)).toBeNull();
  });

  it("refuses keys that are not <24-hex>/<24-hex>.<ext>, so nothing outside the root is reachable", async () => {
    await fs.writeFile(path.join(dir, "..", `${path.basename(dir)}-secret.txt`), "secret");
    const storage = new LocalFileStorage(path.join(dir));
    for (const key of [
      "../x.txt",
      `${KEY}/../../x`,
      "/etc/passwd",
      "a/b.png",
      `0123456789abcdef01234567/../${path.basename(dir)}-secret.txt`,
    ]) {
      await expect(storage.get(key)).rejects.toMatchObject({ status: 404 });
      await expect(storage.put(key, new Uint8Array([1]), "image/png")).rejects.toMatchObject({ status: 404 });
      await expect(storage.delete(key)).rejects.toMatchObject({ status: 404 });
    }
    await fs.rm(path.join(dir, "..", `${path.basename(dir)}-secret.txt`));
  });

  it("maps disk failures to a 502 storage error", async () => {
    const file = path.join(dir, "not-a-dir");
    await fs.writeFile(file, "x");
    const storage = new LocalFileStorage(file);
    await expect(storage.put(KEY, new Uint8Array([1]), "image/png")).rejects.toMatchObject({
      status: 502,
      messages: ["errors.fileStorageUnavailable"],
    });
  });
});

describe("storageConfig", () => {
  it("uses the local disk by default and FILES_DIR when set", () => {
    expect(storageConfig({})).toEqual({ kind: "local", dir: ".data/files" });
    expect(storageConfig({ FILES_DIR: "/srv/files", S3_BUCKET: "only-bucket" })).toEqual({
      kind: "local",
      dir: "/srv/files",
    });
  });

  it("uses S3 when bucket and endpoint are set, path style and us-east-1 by default", () => {
    const s3 = {
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    };
    expect(storageConfig(s3)).toEqual({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "b",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      forcePathStyle: true,
    });
    expect(storageConfig({ ...s3, S3_FORCE_PATH_STYLE: "false", S3_REGION: "eu-west-1" })).toMatchObject({
      region: "eu-west-1",
      forcePathStyle: false,
    });
  });

  it("refuses incomplete or malformed S3 settings", () => {
    expect(() => storageConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "b" })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() => storageConfig({ S3_ENDPOINT: "not a url", S3_BUCKET: "b" })).toThrow();
    expect(() => storageConfig({ S3_FORCE_PATH_STYLE: "yes" })).toThrow();
  });
});
