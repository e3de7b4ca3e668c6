import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as getRoute } from "@/app/api/v1/files/[...key]/route";
import { POST as uploadRoute } from "@/app/api/v1/files/upload/route";
import { getDb } from "@/lib/server/db";
import { signFileToken } from "@/lib/server/files/file-token";
import { newId } from "@/lib/server/ids";
import { seedProject } from "@/prisma/seed/projects";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";
import { download, image, JPEG_HEAD, PNG_HEAD, upload } from "./helpers";

// The project's testTimeout is not applied to the fresh-database hook; cloning can take a while.
jest.setTimeout(30_000);

const TWO_MB = 2 * 1024 * 1024;
let filesDir: string;
let team: Team;
let other: Team;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-files-"));
  process.env.FILES_DIR = filesDir;
  delete process.env.S3_BUCKET;
  delete process.env.S3_ENDPOINT;
});
afterAll(() => fs.rm(filesDir, { recursive: true, force: true }));
beforeEach(async () => {
  [team, other] = await Promise.all([seedTeam(), seedTeam()]);
});

const filesOf = (t: Team) => getDb().file.count({ where: { workspaceId: t.workspace.id } });
const png = (size = 256, name = "cover.png") => ({ bytes: image(PNG_HEAD, size), name, type: "image/png" });

describe("POST /api/v1/files/upload", () => {
  it("stores a PNG: 201 with the upload shape, a File row and the bytes on disk", async () => {
    const file = png(300, "My cover.png");
    const res = await upload(uploadRoute, { token: team.member.token }, file);
    expect(res.status).toBe(201);
    const key = res.body.key as string;
    expect(key).toMatch(new RegExp(`^${team.workspace.id}/[0-9a-f]{24}\\.png$`));
    expect(res.body).toEqual({
      key,
      url: `/api/v1/files/${key}`,
      name: "My cover.png",
      size: 300,
      contentType: "image/png",
    });
    const row = await getDb().file.findUniqueOrThrow({ where: { key } });
    expect(row).toMatchObject({
      workspaceId: team.workspace.id,
      uploadedById: team.member.user.id,
      name: "My cover.png",
      contentType: "image/png",
      size: 300n,
    });
    expect(new Uint8Array(await fs.readFile(path.join(filesDir, key)))).toEqual(file.bytes);
  });

  it("stores a JPEG by content whatever its declared type and name, and sanitises the name", async () => {
    const bytes = image(JPEG_HEAD, 1000);
    const res = await upload(
      uploadRoute,
      { cookie: team.member.cookie },
      { bytes, name: "../../etc/photo.png", type: "text/plain" },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "photo.png", contentType: "image/jpeg", size: 1000 });
    expect(res.body.key).toMatch(/\.jpg$/);

    const got = await download(getRoute, res.body.key as string, { cookie: team.member.cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    expect(got.bytes).toEqual(bytes);
  });

  it("refuses text bytes named x.png with the JPG/PNG message, and stores nothing", async () => {
    const res = await upload(
      uploadRoute,
      { token: team.admin.token },
      {
        bytes: new TextEncoder().encode("hello, not an image") as Uint8Array<ArrayBuffer>,
        name: "x.png",
        type: "image/png",
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody(400, "You can only upload JPG/PNG file!"));
    expect(await filesOf(team)).toBe(0);
  });

  it("refuses 2 MB + 1 byte (and exactly 2 MB) with the size message; accepts 2 MB - 1", async () => {
    for (const size of [TWO_MB + 1, TWO_MB]) {
      const res = await upload(uploadRoute, { token: team.member.token }, png(size));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody(400, "Image must smaller than 2MB!"));
    }
    expect(await filesOf(team)).toBe(0);
    const ok = await upload(uploadRoute, { token: team.member.token }, png(TWO_MB - 1));
    expect(ok.status).toBe(201);
  });

  it("refuses a body declared far over the limit before reading it (413, size message)", async () => {
    const req = new NextRequest("http://localhost:3000/api/v1/files/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${team.member.token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    const res = await uploadRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(errorBody(413, "Image must smaller than 2MB!"));
  });

  it("stops reading a streamed body once it passes the limit", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 10 * TWO_MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new NextRequest("http://localhost:3000/api/v1/files/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${team.member.token}`,
        "content-type": "multipart/form-data; boundary=x",
      },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await uploadRoute(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(TWO_MB + 512 * 1024);
  });

  it("answers 'File is required' for a missing field, an empty file or a non-multipart body", async () => {
    const missing = await upload(uploadRoute, { token: team.member.token }, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(errorBody(400, "File is required"));

    const wrongField = await upload(uploadRoute, { token: team.member.token }, png(), { field: "image" });
    expect(wrongField.body).toEqual(errorBody(400, "File is required"));

    const empty = await upload(
      uploadRoute,
      { token: team.member.token },
      {
        bytes: new Uint8Array(0),
        name: "empty.png",
      },
    );
    expect(empty.body).toEqual(errorBody(400, "File is required"));

    const json = new NextRequest("http://localhost:3000/api/v1/files/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${team.member.token}`, "content-type": "application/json" },
      body: JSON.stringify({ file: "x" }),
    });
    const res = await uploadRoute(json, { params: Promise.resolve({}) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errorBody(400, "File is required"));
  });

  it("answers 401 without a session and 403 to viewers and guests", async () => {
    const anonymous = await upload(uploadRoute, {}, png());
    expect(anonymous.status).toBe(401);
    for (const caller of [team.viewer, team.guest]) {
      const refused = await upload(uploadRoute, { token: caller.token }, png());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(errorBody(403, "You do not have permission to do this"));
    }
    // Refused before the body is read: an oversize body from a guest is a 403, not a 413.
    const oversize = new NextRequest("http://localhost:3000/api/v1/files/upload", {
      method: "POST",
      headers: {
        authorization: `Bearer ${team.guest.token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect((await uploadRoute(oversize, { params: Promise.resolve({}) })).status).toBe(403);
    expect(await filesOf(team)).toBe(0);
  });

  it("answers in Spanish when the NEXT_LOCALE cookie says es", async () => {
    const es = `${team.member.cookie}; NEXT_LOCALE=es`;
    const type = await upload(
      uploadRoute,
      { cookie: es },
      { bytes: image([0x47, 0x49, 0x46]), name: "a.gif" },
    );
    expect(type.body.message).toBe("¡Solo puedes subir archivos JPG/PNG!");
    const size = await upload(uploadRoute, { cookie: es }, png(TWO_MB + 1));
    expect(size.body.message).toBe("¡La imagen debe pesar menos de 2 MB!");
    const missing = await upload(uploadRoute, { cookie: es }, null);
    expect(missing.body.message).toBe("El archivo es obligatorio");
  });
});

describe("GET /api/v1/files/{key}", () => {
  const uploaded = async (t: Team = team) => {
    const res = await upload(uploadRoute, { token: t.member.token }, png(500));
    expect(res.status).toBe(201);
    return res.body.key as string;
  };

  it("serves the same bytes with the stored type and safe, cacheable headers", async () => {
    const key = await uploaded();
    const res = await download(getRoute, key, { token: team.owner.token });
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(image(PNG_HEAD, 500));
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline/);
    // Kept by the browser but revalidated on every use, so lost access takes effect at once.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);

    const again = await download(
      getRoute,
      key,
      { token: team.owner.token },
      { headers: { "if-none-match": etag! } },
    );
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    expect(again.headers.get("etag")).toBe(etag);
    const listed = { "if-none-match": `"${"0".repeat(24)}", W/${etag}` };
    expect((await download(getRoute, key, { token: team.owner.token }, { headers: listed })).status).toBe(
      304,
    );
    const stale = { "if-none-match": `"${"0".repeat(24)}"` };
    expect((await download(getRoute, key, { token: team.owner.token }, { headers: stale })).status).toBe(200);
    // A validator is no way around access: another workspace still gets 404.
    expect((await download(getRoute, key, { token: other.owner.token }, { headers: listed })).status).toBe(
      404,
    );
  });

  it("lets every role who sees the project read its cover, including a guest given it", async () => {
    const key = await uploaded();
    const project = await seedProject(getDb(), team.workspace.id, { name: "Roadmap" });
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: project.id, userId: team.guest.user.id, role: "guest" },
    });
    await getDb().file.update({ where: { key }, data: { ownerKind: "project_cover", ownerId: project.id } });
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as const) {
      expect((await download(getRoute, key, { cookie: team[role].cookie })).status).toBe(200);
    }
  });

  it("answers 404 to a member of another workspace, alike for unknown keys", async () => {
    const key = await uploaded();
    const foreign = await download(getRoute, key, { token: other.owner.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(errorBody(404, "File not found"));
    const unknown = await download(getRoute, `${team.workspace.id}/${"a".repeat(24)}.png`, {
      token: team.owner.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual(foreign.json);
  });

  it("answers 401 with neither a session nor a token", async () => {
    const key = await uploaded();
    const res = await download(getRoute, key);
    expect(res.status).toBe(401);
  });

  it("serves a token holder without a session, for that key only", async () => {
    const key = await uploaded();
    const otherKey = await uploaded();
    const token = encodeURIComponent(signFileToken(key, team.member.user.id, 60));
    const res = await download(getRoute, key, {}, { query: `?token=${token}` });
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(image(PNG_HEAD, 500));
    // A member of another workspace may follow a shared link too.
    expect(
      (await download(getRoute, key, { token: other.owner.token }, { query: `?token=${token}` })).status,
    ).toBe(200);
    expect((await download(getRoute, otherKey, {}, { query: `?token=${token}` })).status).toBe(401);
  });

  it("refuses wrong and expired tokens", async () => {
    const key = await uploaded();
    const wrong = await download(getRoute, key, {}, { query: "?token=123.abc" });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(errorBody(401, "This file link is not valid or has expired"));

    const [, user, mac] = signFileToken(key, team.member.user.id, 60).split(".");
    const expired = `${Math.floor(Date.now() / 1000) - 10}.${user}.${mac}`;
    expect((await download(getRoute, key, {}, { query: `?token=${expired}` })).status).toBe(401);
    expect(
      (await download(getRoute, key, { token: other.owner.token }, { query: `?token=${expired}` })).status,
    ).toBe(401);
  });

  it("refuses path traversal and malformed keys without touching the disk", async () => {
    await fs.writeFile(path.join(filesDir, "secret.txt"), "secret");
    for (const key of [
      "../secret.txt",
      `${team.workspace.id}/../../secret.txt`,
      `${team.workspace.id}/..%2F..%2Fsecret.txt`,
      "secret.txt",
      `${team.workspace.id}/${"a".repeat(24)}.png/extra`,
    ]) {
      const res = await download(getRoute, key, { token: team.owner.token });
      expect(res.status).toBe(404);
      expect(new TextDecoder().decode(res.bytes)).not.toContain('secret"');
    }
    const token = signFileToken("../secret.txt", team.member.user.id, 60);
    expect((await download(getRoute, "../secret.txt", {}, { query: `?token=${token}` })).status).toBe(404);
  });

  it("stops serving once the workspace is deleted (rows cascade)", async () => {
    const key = await uploaded();
    const token = encodeURIComponent(signFileToken(key, team.member.user.id, 60));
    await getDb().workspace.delete({ where: { id: team.workspace.id } });
    expect(await getDb().file.count({ where: { key } })).toBe(0);
    expect((await download(getRoute, key, {}, { query: `?token=${token}` })).status).toBe(404);
  });
});
