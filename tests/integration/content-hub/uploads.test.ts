// Content hub uploads: images (JPEG, PNG, WebP, TIFF) and downloads checked by their bytes, not
// their names; under 10 MB ('File must be smaller than 10MB.'), the body capped while streaming;
// TIFF converted to WebP and every image given a web-sized variant; uploads kept by the orphan
// purge while content uses them.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { NextRequest } from "next/server";
import { POST as uploadRoute } from "@/app/api/v1/content-hub/[moduleId]/upload/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import { POST as createPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import { PATCH as patchPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/route";
import { POST as publishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/publish/route";
import { POST as unpublishPostRoute } from "@/app/api/v1/content-hub/[moduleId]/blogs/[blogId]/unpublish/route";
import { POST as createDomainRoute } from "@/app/api/v1/content-hub/[moduleId]/domain/route";
import { GET as publicPostRoute } from "@/app/api/v1/public/content-hub/[moduleId]/blogs/[idOrSlug]/route";
import { GET as publicFileRoute } from "@/app/api/v1/public/content-hub/[moduleId]/files/[...key]/route";
import type { DomainWithKey, Post, PublicPost } from "@/modules/content-hub/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { getDb } from "@/lib/server/db";
import { ORPHAN_GRACE_MS, purgeOrphanedUploadsJob } from "@/lib/server/jobs/purge-orphaned-uploads";
import type { ContentUpload } from "@/modules/content-hub/server/uploads";
import { errorBody, type Caller } from "../workspaces/helpers";
import { hit, seedHub, type Hub } from "./helpers";

jest.setTimeout(30_000);

let filesDir: string;
let hub: Hub;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-content-files-"));
  process.env.FILES_DIR = filesDir;
  delete process.env.S3_BUCKET;
  delete process.env.S3_ENDPOINT;
});
afterAll(() => fs.rm(filesDir, { recursive: true, force: true }));
beforeEach(async () => {
  hub = await seedHub();
});

async function send(
  c: Caller,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  kind = "image",
) {
  const form = new FormData();
  if (file)
    form.append(
      "file",
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "" }),
    );
  const req = new NextRequest(
    `http://localhost:3000/api/v1/content-hub/${hub.moduleId}/upload?kind=${kind}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${c.token}`, "x-forwarded-for": "10.0.0.1" },
      body: form,
    },
  );
  const res = await uploadRoute(req, { params: Promise.resolve({ moduleId: hub.moduleId }) });
  return { status: res.status, body: (await res.json()) as ContentUpload & { message?: string } };
}

const picture = (format: "jpeg" | "png" | "webp" | "tiff", width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const stored = (fileKey: string) => fs.readFile(path.join(filesDir, fileKey.slice(1)));

it("stores JPEG, PNG and WebP as they are, each with a web-sized WebP variant", async () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    const res = await send(hub.team.member, { bytes: await picture(format), name: `photo.${format}` });
    expect(res.status).toBe(201);
    expect(res.body.fileKey).toMatch(new RegExp(`^/${hub.team.workspace.id}/[0-9a-f]{24}\\.(jpg|png|webp)$`));
    expect(res.body.web).toMatchObject({ width: 1600, height: 1067 });
    const variant = await sharp(await stored(res.body.web!.fileKey)).metadata();
    expect(variant).toMatchObject({ format: "webp", width: 1600 });
    expect(
      await getDb().contentImageVariant.count({ where: { originalKey: res.body.fileKey.slice(1) } }),
    ).toBe(1);
  }
});

it("converts TIFF, which browsers do not show, to WebP", async () => {
  const res = await send(hub.team.member, {
    bytes: await picture("tiff", 600, 400),
    name: "scan.tiff",
    type: "image/tiff",
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ contentType: "image/webp", name: "scan.webp" });
  expect((await sharp(await stored(res.body.fileKey)).metadata()).format).toBe("webp");
  // A small image is not enlarged for the web.
  expect(res.body.web).toMatchObject({ width: 600, height: 400 });
});

it("checks images by content, not by name or declared type", async () => {
  const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
  expect((await send(hub.team.member, { bytes: pdf, name: "photo.jpg", type: "image/jpeg" })).body).toEqual(
    errorBody(400, "Only JPG, PNG, WebP or TIFF images can be uploaded"),
  );
  // A PNG signature on bytes that are not a PNG: refused when decoded.
  const fake = new Uint8Array(512);
  fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect((await send(hub.team.member, { bytes: fake, name: "x.png" })).status).toBe(400);
  // A real PNG named .txt is an image.
  expect(
    (await send(hub.team.member, { bytes: await picture("png", 10, 10), name: "notes.txt" })).status,
  ).toBe(201);
});

it("refuses 10 MB and more with the spec's message", async () => {
  const big = new Uint8Array(10 * 1024 * 1024);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  const res = await send(hub.team.member, { bytes: big, name: "big.jpg" });
  expect(res.body.message).toBe("File must be smaller than 10MB.");
  const huge = new Uint8Array(11 * 1024 * 1024);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  expect((await send(hub.team.member, { bytes: huge, name: "huge.jpg" })).body).toEqual(
    errorBody(413, "File must be smaller than 10MB."),
  );
  expect(await getDb().file.count({ where: { workspaceId: hub.team.workspace.id } })).toBe(0);
});

it("takes downloads by content: pdf, Office files, zip and csv", async () => {
  const pdf = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n");
  expect((await send(hub.team.member, { bytes: pdf, name: "manual.bin" }, "download")).body).toMatchObject({
    contentType: "application/pdf",
    fileKey: expect.stringMatching(/\.pdf$/),
    web: null,
  });
  const docx = new Uint8Array(
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from("....[Content_Types].xml....word/document.xml"),
    ]),
  );
  expect((await send(hub.team.member, { bytes: docx, name: "spec.docx" }, "download")).body.fileKey).toMatch(
    /\.docx$/,
  );
  // Named .xlsx but a Word document inside: stored as the zip it is.
  expect((await send(hub.team.member, { bytes: docx, name: "sheet.xlsx" }, "download")).body.fileKey).toMatch(
    /\.zip$/,
  );
  const ole = new Uint8Array(64);
  ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  expect((await send(hub.team.member, { bytes: ole, name: "old.xls" }, "download")).body.fileKey).toMatch(
    /\.xls$/,
  );
  expect((await send(hub.team.member, { bytes: ole, name: "old.exe" }, "download")).status).toBe(400);
  const csv = new TextEncoder().encode("name,price\nTrail,129.99\n");
  expect((await send(hub.team.member, { bytes: csv, name: "prices.csv" }, "download")).body.contentType).toBe(
    "text/csv",
  );
  // An executable named .pdf or .csv is refused.
  const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
  expect((await send(hub.team.member, { bytes: exe, name: "manual.pdf" }, "download")).body).toEqual(
    errorBody(400, "Only PDF, DOC, DOCX, XLS, XLSX, CSV, ZIP, PPT or PPTX files can be uploaded"),
  );
  expect((await send(hub.team.member, { bytes: exe, name: "data.csv" }, "download")).status).toBe(400);
});

it("is for those who write in the module; guests and other workspaces get 404", async () => {
  const png = await picture("png", 10, 10);
  expect((await send(hub.team.viewer, { bytes: png, name: "a.png" })).status).toBe(403);
  expect((await send(hub.team.guest, { bytes: png, name: "a.png" })).status).toBe(404);
  const other = await seedHub("Other Co");
  expect((await send(other.team.owner, { bytes: png, name: "a.png" })).status).toBe(404);
  expect((await send(hub.team.member, null)).body).toEqual(errorBody(400, "File is required"));
});

it("keeps uploads that content uses, with their web variants, when orphans are purged", async () => {
  const used = (await send(hub.team.member, { bytes: await picture("png", 20, 20), name: "used.png" })).body;
  const unused = (await send(hub.team.member, { bytes: await picture("png", 20, 20), name: "unused.png" }))
    .body;
  await hit(createProductRoute, hub.team.member, {
    params: { moduleId: hub.moduleId },
    body: { name: "Lamp", mediaUrls: [used.fileKey] },
  });
  const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
  const { purgeOrphanedUploads } = await import("@/lib/server/jobs/purge-orphaned-uploads");
  expect(purgeOrphanedUploadsJob.name).toBe("purge-orphaned-uploads");
  expect(await purgeOrphanedUploads(later)).toBeGreaterThanOrEqual(2);
  const left = (
    await getDb().file.findMany({ where: { workspaceId: hub.team.workspace.id }, select: { key: true } })
  )
    .map((f) => `/${f.key}`)
    .sort();
  expect(left).toEqual([used.fileKey, used.web!.fileKey].sort());
  expect(left).not.toContain(unused.fileKey);
});

describe("the public files of published content", () => {
  /** GET /api/v1/public/content-hub/{moduleId}/files/{key}: no session, no key. */
  const publicFile = (key: string, moduleId = hub.moduleId, headers: Record<string, string> = {}) =>
    publicFileRoute(
      new NextRequest(`http://localhost:3000/api/v1/public/content-hub/${moduleId}/files/${key}`, {
        headers,
      }),
      { params: Promise.resolve({ moduleId, key: key.split("/") }) },
    );

  it("serves a published post's cover and inline image without a key, and nothing else", async () => {
    const cover = await send(hub.team.member, { bytes: await picture("png", 1600, 900), name: "cover.png" });
    const inline = await send(hub.team.member, {
      bytes: await picture("jpeg", 1800, 1200),
      name: "inline.jpg",
    });
    expect(cover.status).toBe(201);
    const moduleId = hub.moduleId;
    const post = (
      await hit<Post>(createPostRoute, hub.team.member, { params: { moduleId }, body: { title: "Launch" } })
    ).body;
    const inlineUrl = inline.body.web!.url;
    await hit(patchPostRoute, hub.team.member, {
      method: "PATCH",
      params: { moduleId, blogId: post.id },
      body: { coverImgUrl: cover.body.fileKey, content: `<p>Hi</p><img src="${inlineUrl}" alt="x">` },
    });
    const coverKey = cover.body.fileKey.slice(1);
    const inlineKey = inline.body.web!.fileKey.slice(1);
    // A draft's files are not public.
    expect((await publicFile(coverKey)).status).toBe(404);

    await hit(publishPostRoute, hub.team.member, { method: "POST", params: { moduleId, blogId: post.id } });
    const served = await publicFile(coverKey);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await publicFile(inlineKey)).status).toBe(200);
    // Only what the content names: the full-size original of the inline variant stays private.
    expect((await publicFile(inline.body.fileKey.slice(1))).status).toBe(404);
    const etag = served.headers.get("etag")!;
    expect((await publicFile(coverKey, moduleId, { "if-none-match": etag })).status).toBe(304);

    // The public API points the site at those addresses.
    const key = (
      await hit<DomainWithKey>(createDomainRoute, hub.team.admin, {
        params: { moduleId },
        body: { domain: "https://www.acme.com" },
      })
    ).body.apiKey!;
    const read = await call<PublicPost>(publicPostRoute, {
      params: { moduleId, idOrSlug: post.id },
      headers: { "x-api-key": key },
      url: `http://localhost:3000/api/v1/public/content-hub/${moduleId}/blogs/${post.id}`,
    });
    expect(read.status).toBe(200);
    const base = `/api/v1/public/content-hub/${moduleId}/files/`;
    expect(read.body.coverImgUrl).toMatch(new RegExp(`^https?://[^/]+${base}${coverKey}$`));
    expect(read.body.content).toContain(`${base}${inlineKey}"`);
    expect(read.body.content).not.toContain('src="/api/v1/files/');

    // Another module (even of the same workspace) does not serve them; unpublished, neither does this one.
    const other = await seedProjectModule(getDb(), hub.projectId, { tag: "ContentHub", name: "Other" });
    expect((await publicFile(coverKey, other.id)).status).toBe(404);
    expect((await publicFile(`${hub.team.workspace.id}/${"a".repeat(24)}.png`)).status).toBe(404);
    expect((await publicFile("../etc/passwd")).status).toBe(404);
    await hit(unpublishPostRoute, hub.team.member, { method: "POST", params: { moduleId, blogId: post.id } });
    expect((await publicFile(coverKey)).status).toBe(404);
  });
});
