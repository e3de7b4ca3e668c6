// Resumable uploads (tus) into File management: an upload interrupted mid-way and completed later
// arrives whole (same SHA-256), its type is read from its bytes, a name taken in the folder keeps
// both or adds a version, the upload limit and the workspace's quota refuse a file before any byte,
// and an upload is its uploader's alone (another person's or another workspace's id is not found).
// An image gets a thumbnail (by the job, here at once as no job runner runs), and so does its copy.
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { GET as contentRoute } from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/content/route";
import { GET as versionsRoute } from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/versions/route";
import { POST as restoreVersionRoute } from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/versions/[versionId]/restore/route";
import { getDb } from "@/lib/server/db";
import type { DriveItem, DriveVersion } from "@/modules/file-management/shared/types";
import { call } from "../helpers/http";
import { withTempFilesDir } from "../files/helpers";
import { errorBody } from "../workspaces/helpers";
import {
  bytesOf,
  cancelUpload,
  copy,
  folder,
  list,
  quota,
  seedDrive,
  sendBytes,
  sha256,
  startUpload,
  upload,
  uploadOffset,
  type Drive,
} from "./helpers";

const files = withTempFilesDir("drive-uploads-");
beforeAll(() => {
  // 2 MB per workspace, 1 MB per file.
  process.env.FILES_QUOTA_MB = "2";
  process.env.FILES_UPLOAD_MAX_MB = "1";
});

let drive: Drive;
beforeEach(async () => {
  drive = await seedDrive();
});

const base = (moduleId: string) => `http://localhost:3000/api/v1/file-management/${moduleId}`;
async function rawContent(itemId: string, headers: Record<string, string> = {}, query = "") {
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(`${base(drive.moduleId)}/items/${itemId}/content${query}`, {
    headers: {
      authorization: `Bearer ${drive.team.member.token}`,
      "x-forwarded-for": "10.0.0.1",
      ...headers,
    },
  });
  const res = await contentRoute(req, { params: Promise.resolve({ moduleId: drive.moduleId, itemId }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("a resumable upload", () => {
  it("interrupted mid-way, resumes from the offset the server tells and arrives whole", async () => {
    const { member } = drive.team;
    const bytes = bytesOf(300_000);
    const started = await startUpload(drive.moduleId, member, bytes.byteLength, { name: "data.bin" });
    expect(started.status).toBe(201);
    expect(started.headers.get("location")).toBe(
      `/api/v1/file-management/${drive.moduleId}/uploads/${started.uploadId}`,
    );
    const uploadId = started.uploadId!;

    // The connection drops after 120,000 bytes: what arrived is kept.
    const first = await sendBytes(drive.moduleId, member, uploadId, 0, bytes.slice(0, 120_000));
    expect(first.status).toBe(204);
    const head = await uploadOffset(drive.moduleId, member, uploadId);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("120000");
    expect(head.headers.get("upload-length")).toBe("300000");

    // A PATCH at a wrong offset changes nothing.
    expect((await sendBytes(drive.moduleId, member, uploadId, 100, bytes.slice(100, 200))).status).toBe(409);

    const rest = await sendBytes(drive.moduleId, member, uploadId, 120_000, bytes.slice(120_000));
    expect(rest.status).toBe(204);
    const itemId = rest.headers.get("upload-item-id")!;
    const row = await getDb().driveItem.findUniqueOrThrow({ where: { id: itemId }, include: { file: true } });
    expect(row).toMatchObject({ name: "data.bin", size: 300_000n, contentType: "application/octet-stream" });
    expect(row.sha256).toBe(sha256(bytes));
    expect(row.file?.sha256).toBe(sha256(bytes));
    // The upload ended: its row and its bytes in the upload folder are gone.
    expect(await getDb().driveUpload.count()).toBe(0);
    expect((await readdir(`${files.dir()}/.uploads`)).filter((name) => name.startsWith(uploadId))).toEqual(
      [],
    );

    const downloaded = await rawContent(itemId);
    expect(downloaded.status).toBe(200);
    expect(sha256(downloaded.bytes)).toBe(sha256(bytes));
    expect(downloaded.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(downloaded.headers.get("accept-ranges")).toBe("bytes");
  });

  it("reads the type from the bytes, whatever the name says", async () => {
    const { member } = drive.team;
    const pdf = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const fakePng = bytesOf(500);
    const text = new TextEncoder().encode("# Notes\nplain text, not an image\n");
    const pdfId = await upload(drive.moduleId, member, "report.txt", pdf as Uint8Array<ArrayBuffer>);
    const binId = await upload(drive.moduleId, member, "photo.png", fakePng);
    const textId = await upload(drive.moduleId, member, "notes.md", text as Uint8Array<ArrayBuffer>);
    const page = await list(drive.moduleId, member);
    const byId = new Map(page.body.data.map((entry) => [entry.id, entry]));
    expect(byId.get(pdfId)).toMatchObject({ contentType: "application/pdf", preview: "pdf" });
    expect(byId.get(binId)).toMatchObject({ contentType: "application/octet-stream", preview: "none" });
    expect(byId.get(textId)).toMatchObject({ contentType: "text/markdown", preview: "text" });
    // A PDF is shown inline under a sandbox; text as text/plain; the binary is only a download.
    const shown = await rawContent(pdfId);
    expect(shown.headers.get("content-type")).toBe("application/pdf");
    expect(shown.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(shown.headers.get("content-security-policy")).toMatch(/^sandbox/);
    expect((await rawContent(textId)).headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await rawContent(binId)).headers.get("content-type")).toBe("application/octet-stream");
  });

  it("serves byte ranges (206, Content-Range) and refuses an unsatisfiable one (416)", async () => {
    const bytes = bytesOf(10_000);
    const itemId = await upload(drive.moduleId, drive.team.member, "range.bin", bytes);
    const part = await rawContent(itemId, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/10000");
    expect(part.headers.get("content-length")).toBe("100");
    expect([...part.bytes]).toEqual([...bytes.slice(100, 200)]);
    const tail = await rawContent(itemId, { range: "bytes=-10" });
    expect([...tail.bytes]).toEqual([...bytes.slice(9_990)]);
    const open = await rawContent(itemId, { range: "bytes=9995-" });
    expect(open.headers.get("content-range")).toBe("bytes 9995-9999/10000");
    const bad = await rawContent(itemId, { range: "bytes=20000-" });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe("bytes */10000");
    const cached = await rawContent(itemId, {
      "if-none-match": (await rawContent(itemId)).headers.get("etag")!,
    });
    expect(cached.status).toBe(304);
  });

  it("with a name the folder has: keeps both, or adds a version that can be restored", async () => {
    const { member } = drive.team;
    const first = bytesOf(1_000, 3);
    const second = bytesOf(2_000, 5);
    const id = await upload(drive.moduleId, member, "Plan.bin", first);
    const both = await upload(drive.moduleId, member, "plan.bin", second);
    expect(both).not.toBe(id);
    const names = (await list(drive.moduleId, member)).body.data.map((entry) => entry.name);
    expect(names.sort()).toEqual(["Plan.bin", "plan (2).bin"]);

    const versioned = await upload(drive.moduleId, member, "PLAN.bin", second, { onConflict: "version" });
    expect(versioned).toBe(id);
    const versions = await call<{ data: DriveVersion[] }>(versionsRoute, {
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: id },
      url: `${base(drive.moduleId)}/items/${id}/versions`,
    });
    expect(versions.body.data.map((v) => [v.number, v.size, v.current])).toEqual([
      [2, 2_000, true],
      [1, 1_000, false],
    ]);
    expect(sha256((await rawContent(id)).bytes)).toBe(sha256(second));
    // The first version's bytes are still there.
    const old = await rawContent(id, {}, `?version=${versions.body.data[1]!.id}`);
    expect(old.status).toBe(200);
    expect(sha256(old.bytes)).toBe(sha256(first));

    const restored = await call<DriveItem>(restoreVersionRoute, {
      method: "POST",
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: id, versionId: versions.body.data[1]!.id },
      url: `${base(drive.moduleId)}/items/${id}/versions/${versions.body.data[1]!.id}/restore`,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ size: 1_000, versions: 3 });
    expect(sha256((await rawContent(id)).bytes)).toBe(sha256(first));
  });

  it("is refused before any byte past the upload limit or the workspace's room (413)", async () => {
    const { member } = drive.team;
    const tooBig = await startUpload(drive.moduleId, member, 1024 * 1024 + 1, { name: "big.bin" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual(errorBody(413, "This file is larger than uploads may be"));

    // 1.9 MB stored, then a 0.2 MB upload does not fit in 2 MB.
    await upload(drive.moduleId, member, "a.bin", bytesOf(950_000));
    await upload(drive.moduleId, member, "b.bin", bytesOf(950_000));
    const over = await startUpload(drive.moduleId, member, 200_000, { name: "c.bin" });
    expect(over.status).toBe(413);
    expect(over.body).toEqual(errorBody(413, "Not enough storage space left in this workspace"));
    const shown = await quota(drive.moduleId, member);
    expect(shown.body).toEqual({ used: 1_900_000, limit: 2 * 1024 * 1024, uploadMax: 1024 * 1024 });
  });

  it("holds its room while in progress, so two uploads cannot both take the last of it", async () => {
    const { member, admin } = drive.team;
    await upload(drive.moduleId, member, "a.bin", bytesOf(1_000_000));
    const one = await startUpload(drive.moduleId, member, 900_000, { name: "one.bin" });
    expect(one.status).toBe(201);
    const two = await startUpload(drive.moduleId, admin, 900_000, { name: "two.bin" });
    expect(two.status).toBe(413);
    // Given up, it frees its room.
    expect((await cancelUpload(drive.moduleId, member, one.uploadId!)).status).toBe(204);
    expect((await startUpload(drive.moduleId, admin, 900_000, { name: "two.bin" })).status).toBe(201);
  });

  it("is its uploader's alone; viewers cannot upload; bad metadata is refused", async () => {
    const { member, admin, viewer } = drive.team;
    const started = await startUpload(drive.moduleId, member, 10, { name: "mine.bin" });
    expect((await uploadOffset(drive.moduleId, admin, started.uploadId!)).status).toBe(404);
    expect((await sendBytes(drive.moduleId, admin, started.uploadId!, 0, bytesOf(10))).status).toBe(404);
    expect((await cancelUpload(drive.moduleId, admin, started.uploadId!)).status).toBe(404);

    expect((await startUpload(drive.moduleId, viewer, 10, { name: "v.bin" })).status).toBe(403);
    for (const name of ["../etc/passwd", "..", "a/b", "a\\b", "  ", "x".repeat(256)])
      expect((await startUpload(drive.moduleId, member, 10, { name })).status).toBe(400);
    // Control characters (NUL among them) are taken out of a name.
    const nul = await upload(drive.moduleId, member, "a\u0000b\u0007.txt", bytesOf(10));
    expect((await getDb().driveItem.findUniqueOrThrow({ where: { id: nul } })).name).toBe("ab.txt");
    // An RTL override is taken out of the name, not kept to disguise an extension.
    const rtl = await upload(drive.moduleId, member, "invoice\u202Efdp.exe", bytesOf(10));
    expect((await getDb().driveItem.findUniqueOrThrow({ where: { id: rtl } })).name).toBe("invoicefdp.exe");
    // 255 bytes of UTF-8 is the most a name may have.
    const long = "é".repeat(127) + "a";
    expect(Buffer.byteLength(long)).toBe(255);
    expect((await startUpload(drive.moduleId, member, 10, { name: long })).status).toBe(201);
    expect((await startUpload(drive.moduleId, member, 10, { name: `${long}b` })).status).toBe(400);

    const other = await seedDrive("Other Co");
    const elsewhere = await startUpload(drive.moduleId, other.team.owner, 10, { name: "x.bin" });
    expect(elsewhere.status).toBe(404);
    const intoTheirFolder = await folder(other.moduleId, other.team.owner, "Theirs");
    expect(
      (await startUpload(drive.moduleId, member, 10, { name: "x.bin", parentId: intoTheirFolder.body.id }))
        .status,
    ).toBe(404);
  });

  it("makes an image's thumbnail, and its copy's", async () => {
    const { member } = drive.team;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const photo = await upload(drive.moduleId, member, "photo.png", new Uint8Array(png));
    const into = (await folder(drive.moduleId, member, "Copies")).body.id;
    const copied = await copy(drive.moduleId, member, { ids: [photo], parentId: into });
    expect(copied.status).toBe(200);
    const copyId = copied.body.items[0]!.id;
    const thumbs = await getDb().driveItem.findMany({
      where: { id: { in: [photo, copyId] } },
      select: { thumbFile: { select: { contentType: true, ownerKind: true } } },
    });
    expect(thumbs.map((row) => row.thumbFile)).toEqual([
      { contentType: "image/webp", ownerKind: "file_management" },
      { contentType: "image/webp", ownerKind: "file_management" },
    ]);
    const listed = await list(drive.moduleId, member, { folderId: into });
    expect(listed.body.data[0]!.thumbUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}\/[0-9a-f]{24}\.webp$/);
  });
});
