import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as getRoute } from "@/app/api/v1/files/[...key]/route";
import { POST as uploadRoute } from "@/app/api/v1/files/upload/route";
import { AppError } from "@/lib/server/errors";
import { S3FileStorage } from "@/lib/server/files/s3-storage";
import type { S3Config } from "@/lib/server/files/storage-config";
import { seedTeam } from "../workspaces/helpers";
import { download, image, PNG_HEAD, upload } from "./helpers";

jest.setTimeout(30_000);

const SECRET = "fake-s3-secret-key-do-not-leak";
const KEY = "0123456789abcdef01234567/89abcdef0123456789abcdef.png";

/** A tiny S3 stand-in: path-style objects in memory, every request must carry an AWS4 signature. */
interface FakeS3 {
  server: Server;
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; authorization: string; sha256: string }[];
  /** When set, every request answers this status with an S3 XML error. */
  failWith: number | null;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function startFakeS3(): Promise<FakeS3> {
  const fake: Omit<FakeS3, "server" | "url"> = { objects: new Map(), requests: [], failWith: null };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const authorization = req.headers.authorization ?? "";
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      fake.requests.push({
        method: req.method ?? "",
        path,
        authorization,
        sha256: String(req.headers["x-amz-content-sha256"] ?? ""),
      });
      const error = (status: number, code: string) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(
          `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${authorization}</Message></Error>`,
        );
      };
      if (
        !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/.test(
          authorization,
        ) ||
        !req.headers["x-amz-date"]
      ) {
        return error(403, "SignatureDoesNotMatch");
      }
      if (fake.failWith) return error(fake.failWith, "AccessDenied");
      if (req.method === "PUT") {
        fake.objects.set(path, { body, contentType: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { etag: '"x"' });
        return res.end();
      }
      const object = fake.objects.get(path);
      if (req.method === "GET") {
        if (!object) return error(404, "NoSuchKey");
        res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
        return res.end(object.body);
      }
      if (req.method === "DELETE") {
        fake.objects.delete(path);
        res.writeHead(204);
        return res.end();
      }
      error(405, "MethodNotAllowed");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, { server, url: `http://127.0.0.1:${port}` });
}

let s3: FakeS3;
let config: S3Config;

beforeAll(async () => {
  s3 = await startFakeS3();
  config = {
    endpoint: s3.url,
    bucket: "suite-files",
    region: "eu-test-1",
    accessKeyId: "AKIDTEST",
    secretAccessKey: SECRET,
    forcePathStyle: true,
  };
  // getFileStorage() (used by the routes below) is created on first use, from these settings.
  Object.assign(process.env, {
    S3_ENDPOINT: s3.url,
    S3_BUCKET: "suite-files",
    S3_REGION: "eu-test-1",
    S3_ACCESS_KEY_ID: "AKIDTEST",
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: "true",
  });
});
afterAll(async () => {
  for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
    delete process.env[name];
  }
  await new Promise((resolve) => s3.server.close(resolve));
});
beforeEach(() => {
  s3.failWith = null;
  s3.requests.length = 0;
});

describe("S3 file storage against a fake S3 server", () => {
  it("puts, gets and deletes an object at the path-style URL, signed with AWS4", async () => {
    const storage = new S3FileStorage(config);
    expect(storage.objectUrl(KEY)).toBe(`${s3.url}/suite-files/${KEY}`);
    const bytes = image(PNG_HEAD, 1234);

    await storage.put(KEY, bytes, "image/png");
    expect(s3.objects.get(`/suite-files/${KEY}`)).toEqual({
      body: Buffer.from(bytes),
      contentType: "image/png",
    });
    expect(s3.requests[0]).toMatchObject({ method: "PUT", path: `/suite-files/${KEY}` });
    expect(s3.requests[0]?.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(s3.requests[0]?.authorization).toMatch(/SignedHeaders=[\w;-]*x-amz-content-sha256/);

    const got = await storage.get(KEY);
    expect(got).toMatchObject({ contentType: "image/png", size: 1234 });
    expect(got?.body).toBeInstanceOf(ReadableStream);
    expect(new Uint8Array(await new Response(got!.body as ReadableStream).arrayBuffer())).toEqual(bytes);

    await storage.delete(KEY);
    expect(s3.objects.size).toBe(0);
    expect(await storage.get(KEY)).toBeNull();
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it("builds virtual-hosted URLs when path style is off, keeping an endpoint path prefix", () => {
    const storage = new S3FileStorage({
      ...config,
      endpoint: "https://s3.example.com/base/",
      forcePathStyle: false,
    });
    expect(storage.objectUrl(KEY)).toBe(`https://suite-files.s3.example.com/base/${KEY}`);
  });

  it("refuses malformed keys before any request", async () => {
    const storage = new S3FileStorage(config);
    await expect(storage.get("../other-bucket/x.png")).rejects.toMatchObject({ status: 404 });
    await expect(storage.put("a/b.png", new Uint8Array(1), "image/png")).rejects.toMatchObject({
      status: 404,
    });
    expect(s3.requests).toHaveLength(0);
  });

  it("maps S3 errors and unreachable servers to a 502 that names no secret", async () => {
    s3.failWith = 403;
    const storage = new S3FileStorage(config);
    const error = await storage.put(KEY, new Uint8Array([1]), "image/png").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, messages: ["errors.fileStorageUnavailable"] });
    expect(String((error as Error).message)).not.toContain(SECRET);
    await expect(storage.get(KEY)).rejects.toMatchObject({ status: 502 });

    const down = new S3FileStorage({ ...config, endpoint: "http://127.0.0.1:1" });
    await expect(down.get(KEY)).rejects.toMatchObject({ status: 502 });
  });

  it("a wrong access key is refused by the server, answered as storage unavailable", async () => {
    const storage = new S3FileStorage({ ...config, accessKeyId: "WRONG" });
    await expect(storage.put(KEY, new Uint8Array([1]), "image/png")).rejects.toMatchObject({ status: 502 });
  });

  it("serves uploads end to end through the routes with S3 configured", async () => {
    const team = await seedTeam();
    const bytes = image(PNG_HEAD, 800);
    const res = await upload(uploadRoute, { token: team.member.token }, { bytes, name: "s3.png" });
    expect(res.status).toBe(201);
    const key = res.body.key as string;
    expect(s3.objects.has(`/suite-files/${key}`)).toBe(true);

    // As the production route table passes it: the catch-all as one joined string.
    const got = await getRoute(
      new (await import("next/server")).NextRequest(`http://localhost/api/v1/files/${key}`, {
        headers: { authorization: `Bearer ${team.member.token}` },
      }),
      { params: Promise.resolve({ key }) },
    );
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);

    s3.failWith = 403;
    const failed = await download(getRoute, key, { token: team.member.token });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ statusCode: 502, message: expect.not.stringContaining(SECRET) });
    const failedUpload = await upload(uploadRoute, { token: team.member.token }, { bytes, name: "s3.png" });
    expect(failedUpload.status).toBe(502);
  });
});
