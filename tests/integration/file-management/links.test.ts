// File management's public links: made, changed and revoked by who may change the item (a viewer may
// not; another workspace's item is not found), opened signed out by their token only: a password
// (wrong, right, the cookie it sets, a new password closing it, ten tries), an expiry, a download
// limit taken by concurrent downloads no further than it allows, revocation, a folder link that opens
// what is inside and nothing above, the access log with masked addresses, and the token never kept
// as it is.
import { createHash } from "node:crypto";
import {
  GET as listLinksRoute,
  POST as createLinkRoute,
} from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/links/route";
import {
  DELETE as revokeRoute,
  PATCH as updateRoute,
} from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/links/[linkId]/route";
import { GET as logRoute } from "@/app/api/v1/file-management/[moduleId]/items/[itemId]/links/[linkId]/downloads/route";
import { GET as openRoute } from "@/app/api/v1/public/file-links/[token]/route";
import { POST as unlockRoute } from "@/app/api/v1/public/file-links/[token]/unlock/route";
import { GET as itemsRoute } from "@/app/api/v1/public/file-links/[token]/items/route";
import { GET as downloadRoute } from "@/app/api/v1/public/file-links/[token]/download/route";
import { getDb } from "@/lib/server/db";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import type {
  DriveLink,
  LinkDownload,
  PublicItems,
  PublicLink,
} from "@/modules/file-management/shared/links";
import { maskAddress } from "@/modules/file-management/server/public-links";
import { call, type CallResult } from "../helpers/http";
import { withTempFilesDir } from "../files/helpers";
import type { Caller } from "../workspaces/helpers";
import { bytesOf, folder, seedDrive, sha256, trash, upload, type Drive } from "./helpers";

withTempFilesDir("drive-links-");

let drive: Drive;
let member: Caller;
beforeEach(async () => {
  resetRateLimits();
  drive = await seedDrive();
  member = drive.team.member;
});

const itemUrl = (itemId: string) =>
  `http://localhost:3000/api/v1/file-management/${drive.moduleId}/items/${itemId}`;

const makeLink = (by: Caller, itemId: string, body: unknown = {}, moduleId = drive.moduleId) =>
  call<DriveLink>(createLinkRoute, {
    method: "POST",
    token: by.token,
    params: { moduleId, itemId },
    body,
    url: `${itemUrl(itemId)}/links`,
  });
const tokenOf = (link: DriveLink) => link.url!.split("/s/")[1]!;
const publicUrl = (token: string, rest = "") =>
  `http://localhost:3000/api/v1/public/file-links/${token}${rest}`;

const open = (token: string, cookie?: string) =>
  call<PublicLink>(openRoute, { params: { token }, url: publicUrl(token), cookie });
const unlock = (token: string, password: unknown, ip = "10.0.0.1") =>
  call<PublicLink>(unlockRoute, {
    method: "POST",
    params: { token },
    body: { password },
    url: publicUrl(token, "/unlock"),
    headers: { "x-forwarded-for": ip, origin: "http://localhost:3000" },
  });
const browse = (token: string, query: Record<string, string> = {}) =>
  call<PublicItems>(itemsRoute, {
    params: { token },
    url: `${publicUrl(token, "/items")}?${new URLSearchParams(query)}`,
  });

async function download(token: string, options: { itemId?: string; cookie?: string; range?: string } = {}) {
  const query = options.itemId ? `?itemId=${options.itemId}` : "";
  const req = {
    params: { token },
    url: publicUrl(token, `/download${query}`),
    cookie: options.cookie,
    headers: { "user-agent": "Curl/8 test", ...(options.range ? { range: options.range } : {}) },
  };
  const res = await downloadRoute(
    new (await import("next/server")).NextRequest(req.url, {
      headers: {
        "x-forwarded-for": "203.0.113.77",
        ...req.headers,
        ...(req.cookie ? { cookie: req.cookie } : {}),
      },
    }),
    { params: Promise.resolve(req.params) },
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, bytes, headers: res.headers, text: () => new TextDecoder().decode(bytes) };
}

const cookieOf = (result: CallResult<unknown>) => result.setCookie[0]?.split(";")[0];

describe("a public link", () => {
  it("downloads the file signed out, logs each download with a masked address, and keeps no raw token", async () => {
    const bytes = bytesOf(3_000);
    const fileId = await upload(drive.moduleId, member, "report.bin", bytes);
    const made = await makeLink(member, fileId);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      state: "active",
      hasPassword: false,
      downloads: 0,
      maxDownloads: null,
    });
    const token = tokenOf(made.body);
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await getDb().driveLink.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      access: "open",
      item: { id: fileId, kind: "file", name: "report.bin", size: 3_000 },
      sharedBy: "Mia Member",
      downloadsLeft: null,
    });
    const got = await download(token);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toContain("attachment");
    expect(sha256(got.bytes)).toBe(sha256(bytes));
    // A resumed download (a range past the first byte) is served and not counted again.
    const rest = await download(token, { range: "bytes=1000-" });
    expect(rest.status).toBe(206);
    expect(rest.bytes.byteLength).toBe(2_000);

    const log = await call<{ data: LinkDownload[] }>(logRoute, {
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: fileId, linkId: made.body.id },
      url: `${itemUrl(fileId)}/links/${made.body.id}/downloads`,
    });
    expect(log.body.data).toEqual([
      {
        id: expect.any(String),
        name: "report.bin",
        address: "203.0.113.0",
        userAgent: "Curl/8 test",
        at: expect.any(String),
      },
    ]);
    expect(maskAddress("2001:db8:aa:bb::/64")).toBe("2001:db8:aa::/48");

    // The owner sees the link again, with the same address to copy.
    const listed = await call<{ data: DriveLink[] }>(listLinksRoute, {
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: fileId },
      url: `${itemUrl(fileId)}/links`,
    });
    expect(listed.body.data.map((link) => [link.url, link.downloads])).toEqual([[made.body.url, 1]]);
    // A sealed token that no longer opens (another AUTH_SECRET): the link still works, its address is not shown.
    await getDb().driveLink.update({
      where: { id: made.body.id },
      data: { tokenSealed: "v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    const unsealed = await call<{ data: DriveLink[] }>(listLinksRoute, {
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: fileId },
      url: `${itemUrl(fileId)}/links`,
    });
    expect(unsealed.body.data[0]!.url).toBeNull();
    expect((await open(token)).status).toBe(200);
  });

  it("asks for its password: a wrong one is refused, the right one sets a cookie a new password closes; ten tries at most", async () => {
    const fileId = await upload(drive.moduleId, member, "secret.bin", bytesOf(10));
    const made = await makeLink(member, fileId, { password: "open sesame" });
    const token = tokenOf(made.body);
    expect((await open(token)).body).toEqual({
      access: "locked",
      item: null,
      sharedBy: null,
      expiresAt: null,
      downloadsLeft: null,
    });
    expect((await download(token)).status).toBe(400);
    expect((await browse(token)).status).toBe(400);
    const wrong = await unlock(token, "open barley");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: "Wrong password" });
    expect((await unlock(token, "")).status).toBe(400);

    const right = await unlock(token, "open sesame");
    expect(right.status).toBe(200);
    const cookie = cookieOf(right)!;
    expect(right.setCookie[0]).toMatch(/HttpOnly/i);
    expect((await open(token, cookie)).body.access).toBe("open");
    expect((await download(token, { cookie })).status).toBe(200);
    // A forged cookie does not open it.
    expect(
      (
        await open(
          token,
          cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        )
      ).body.access,
    ).toBe("locked");

    const changed = await call<DriveLink>(updateRoute, {
      method: "PATCH",
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: fileId, linkId: made.body.id },
      body: { password: "another one" },
      url: `${itemUrl(fileId)}/links/${made.body.id}`,
    });
    expect(changed.status).toBe(200);
    expect((await open(token, cookie)).body.access).toBe("locked");

    for (let i = 0; i < 10; i++) expect((await unlock(token, "guess", "10.9.9.9")).status).toBe(400);
    expect((await unlock(token, "another one", "10.9.9.9")).status).toBe(429);
    expect((await unlock(token, "another one", "10.9.9.10")).status).toBe(200);
  });

  it("stops at its expiry, at its download limit (concurrent downloads included) and when revoked", async () => {
    const fileId = await upload(drive.moduleId, member, "limited.bin", bytesOf(100));
    const past = await makeLink(member, fileId, { expiresAt: new Date(Date.now() - 1_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ message: "The expiry must be in the future" });

    const soon = await makeLink(member, fileId, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await getDb().driveLink.update({
      where: { id: soon.body.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await open(tokenOf(soon.body));
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ message: "This link has expired" });
    expect((await download(tokenOf(soon.body))).status).toBe(410);

    const limited = await makeLink(member, fileId, { maxDownloads: 3 });
    const token = tokenOf(limited.body);
    expect((await open(token)).body.downloadsLeft).toBe(3);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => download(token).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 410)).toHaveLength(3);
    expect((await getDb().driveLink.findUniqueOrThrow({ where: { id: limited.body.id } })).downloads).toBe(3);
    expect((await open(token)).body).toMatchObject({ message: "This link has reached its download limit" });
    // A limited link sends the whole file: a range cannot skip the count.
    const more = await makeLink(member, fileId, { maxDownloads: 1 });
    expect((await download(tokenOf(more.body), { range: "bytes=50-" })).status).toBe(200);
    expect((await download(tokenOf(more.body), { range: "bytes=50-" })).status).toBe(410);

    const plain = await makeLink(member, fileId);
    const revoked = await call(revokeRoute, {
      method: "DELETE",
      token: member.token,
      params: { moduleId: drive.moduleId, itemId: fileId, linkId: plain.body.id },
      url: `${itemUrl(fileId)}/links/${plain.body.id}`,
    });
    expect(revoked.status).toBe(204);
    expect((await open(tokenOf(plain.body))).status).toBe(404);
    expect((await download(tokenOf(plain.body))).status).toBe(404);
    // In the trash, the item's links open nothing.
    const other = await makeLink(member, fileId);
    await trash(drive.moduleId, member, { ids: [fileId] });
    expect((await open(tokenOf(other.body))).status).toBe(404);
    expect((await open("A".repeat(43))).status).toBe(404);
    // A malformed token is refused as any malformed param is (the page shows it as not found).
    expect((await open("short")).status).toBe(400);
  });

  it("opens a folder's inside and nothing above or beside it; downloads a file in it and the folder as a ZIP", async () => {
    const shared = (await folder(drive.moduleId, member, "Shared")).body.id;
    const sub = (await folder(drive.moduleId, member, "Sub", shared)).body.id;
    const inside = await upload(drive.moduleId, member, "in.txt", new TextEncoder().encode("inside\n"), {
      parentId: sub,
    });
    const outside = await upload(drive.moduleId, member, "out.txt", new TextEncoder().encode("outside\n"));
    const token = tokenOf((await makeLink(member, shared)).body);

    const top = await browse(token);
    expect(top.status).toBe(200);
    expect(top.body.data.map((entry) => entry.name)).toEqual(["Sub"]);
    expect(top.body.crumbs).toEqual([{ id: shared, name: "Shared" }]);
    const below = await browse(token, { folderId: sub });
    expect(below.body.data.map((entry) => entry.name)).toEqual(["in.txt"]);
    expect(below.body.crumbs).toEqual([
      { id: shared, name: "Shared" },
      { id: sub, name: "Sub" },
    ]);
    expect((await download(token, { itemId: inside })).text()).toBe("inside\n");
    expect((await download(token, { itemId: outside })).status).toBe(404);
    expect((await browse(token, { folderId: outside })).status).toBe(404);
    const zip = await download(token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(Buffer.from(zip.bytes).includes(Buffer.from("Sub/in.txt"))).toBe(true);
  });

  it("is made only by who may change the item; another workspace's item is not found; settings are checked", async () => {
    const fileId = await upload(drive.moduleId, member, "x.bin", bytesOf(10));
    const { viewer } = drive.team;
    expect((await makeLink(viewer, fileId)).status).toBe(403);
    const other = await seedDrive("Other Co");
    const theirs = await upload(other.moduleId, other.team.member, "theirs.bin", bytesOf(10));
    expect((await makeLink(member, theirs)).status).toBe(404);
    expect((await makeLink(member, theirs, {}, other.moduleId)).status).toBe(404);
    const mine = await makeLink(member, fileId);
    // Their link of our item's id, and our link through their item, are not found.
    const crossed = await call(revokeRoute, {
      method: "DELETE",
      token: other.team.member.token,
      params: { moduleId: other.moduleId, itemId: theirs, linkId: mine.body.id },
      url: `${itemUrl(theirs)}/links/${mine.body.id}`,
    });
    expect(crossed.status).toBe(404);
    expect((await makeLink(member, fileId, { password: "abc" })).body).toMatchObject({
      message: "A link's password must be 4 to 128 characters",
    });
    expect((await makeLink(member, fileId, { maxDownloads: 0 })).status).toBe(400);
    expect((await makeLink(member, fileId, { maxDownloads: 2.5 })).status).toBe(400);
    expect((await makeLink(member, fileId, { expiresAt: "tomorrow" })).status).toBe(400);
    expect((await makeLink(member, fileId, { extra: true })).status).toBe(400);
  });
});
