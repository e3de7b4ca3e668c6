import "server-only";
import { isIPv4 } from "node:net";
import { Prisma } from "@/lib/generated/prisma/client";
import { decodeTuple, encodeTuple } from "@/lib/server/api/keyset";
import { isoSql } from "@/lib/server/database/sql";
import { getDb } from "@/lib/server/db";
import { AppError, badRequest, gone, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { verifyPassword } from "@/lib/server/security/password";
import { consume } from "@/lib/server/security/rate-limit";
import { hashToken } from "@/lib/server/security/tokens";
import { unlockCookies, type CookieJar, type UnlockCookie } from "@/lib/server/security/unlock-cookie";
import type {
  LinkPageView,
  PublicItem,
  PublicItems,
  PublicLink,
} from "@/modules/file-management/shared/links";
import { PAGE_SIZE } from "@/modules/file-management/shared/types";
import { fileAnswer, zipOf, type ContentAnswer } from "./content";
import { previewSql } from "./detect-type";
import { anyTrashed, pathIds } from "./item-rows";
import { linkState } from "./links";

// A public link as its visitor uses it, signed out (/s/{token} and /api/v1/public/file-links): the
// token finds the link; a revoked link, an unknown token or an item gone to the trash is not found,
// one past its expiry or download limit is gone (410). A link with a password opens only with a
// cookie the right password set (an HMAC of the link and its password's hash: a new password closes
// it). A folder link opens what is inside the folder and nothing above it. Each download counts
// against the limit in the same statement that checks it, and is logged.

const unlocking = unlockCookies("suite-drive-link-unlock", "drive-link");

interface FoundLink {
  id: string;
  passwordHash: string | null;
  expiresAt: Date | null;
  maxDownloads: number | null;
  downloads: number;
  revokedAt: Date | null;
  sharedBy: string | null;
  item: {
    id: string;
    moduleId: string;
    kind: "folder" | "file";
    name: string;
    path: string;
    fileId: string | null;
  };
}

const linkGone = () => notFound("errors.driveLinkNotFound");

/** The link of a token, open now (else 404 or 410 with the reason). */
async function findLink(token: string): Promise<FoundLink> {
  const link = await getDb().driveLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      passwordHash: true,
      expiresAt: true,
      maxDownloads: true,
      downloads: true,
      revokedAt: true,
      createdBy: { select: { name: true } },
      item: {
        select: {
          id: true,
          moduleId: true,
          kind: true,
          name: true,
          path: true,
          fileId: true,
          trashedAt: true,
        },
      },
    },
  });
  if (!link || link.item.trashedAt) throw linkGone();
  if (await anyTrashed(pathIds(link.item.path))) throw linkGone();
  const state = linkState(link);
  if (state === "revoked") throw linkGone();
  if (state === "expired") throw gone("errors.driveLinkExpired");
  if (state === "used-up") throw gone("errors.driveLinkUsedUp");
  return { ...link, sharedBy: link.createdBy?.name ?? null };
}

async function openFor(token: string, cookies: CookieJar): Promise<FoundLink> {
  const link = await findLink(token);
  if (!unlocking.unlocked(link, cookies)) throw badRequest("validation.driveLinkLocked");
  return link;
}

/** PublicItem's columns of `i`. */
const publicColumns = Prisma.sql`i."id", i."kind"::text AS "kind", i."name", i."size"::float8 AS "size",
  i."contentType",
  CASE WHEN i."kind" = 'folder' THEN 'none' ELSE ${previewSql(Prisma.sql`i."contentType"`)} END AS "preview",
  ${isoSql(Prisma.sql`i."updatedAt"`)} AS "updatedAt"`;

async function publicItem(id: string): Promise<PublicItem> {
  const [row] = await getDb().$queryRaw<PublicItem[]>`
    SELECT ${publicColumns} FROM "DriveItem" i WHERE i."id" = ${id}`;
  if (!row) throw linkGone();
  return row;
}

function describe(link: FoundLink, item: PublicItem): PublicLink {
  return {
    access: "open",
    item,
    sharedBy: link.sharedBy,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    downloadsLeft: link.maxDownloads === null ? null : link.maxDownloads - link.downloads,
  };
}

/** GET /public/file-links/{token}: what the link opens, or "locked". */
export async function openLink(token: string, cookies: CookieJar): Promise<PublicLink> {
  const link = await findLink(token);
  if (!unlocking.unlocked(link, cookies))
    return { access: "locked", item: null, sharedBy: null, expiresAt: null, downloadsLeft: null };
  return describe(link, await publicItem(link.item.id));
}

/** POST /public/file-links/{token}/unlock: the password, tried at most ten times in 15 minutes per address. */
export async function unlockLink(
  token: string,
  password: string,
  ip: string,
): Promise<{ link: PublicLink; cookie: UnlockCookie | null }> {
  const link = await findLink(token);
  if (!link.passwordHash) return { link: describe(link, await publicItem(link.item.id)), cookie: null };
  await consume("driveLinkUnlock", `${ip}:${link.id}`, "errors.driveLinkTooManyTries");
  if (!(await verifyPassword(password, link.passwordHash)))
    throw badRequest("validation.driveLinkPasswordWrong");
  return { link: describe(link, await publicItem(link.item.id)), cookie: unlocking.cookie(link) };
}

/** A live item inside the link's folder (or the link's item itself); anything else is not found. */
async function itemWithin(link: FoundLink, itemId: string | undefined) {
  if (!itemId || itemId === link.item.id) return link.item;
  if (link.item.kind !== "folder") throw linkGone();
  const inside = `${link.item.path}${link.item.id}/`;
  const item = await getDb().driveItem.findFirst({
    where: { id: itemId, moduleId: link.item.moduleId, path: { startsWith: inside }, trashedAt: null },
    select: { id: true, moduleId: true, kind: true, name: true, path: true, fileId: true },
  });
  if (!item) throw linkGone();
  if (await anyTrashed(pathIds(item.path.slice(inside.length)))) throw linkGone();
  return item;
}

const validCursor = (values: readonly unknown[]) =>
  (values[0] === "folder" || values[0] === "file") &&
  typeof values[1] === "string" &&
  values[1].length <= 1_000 &&
  typeof values[2] === "string" &&
  /^[0-9a-f]{24}$/.test(values[2]);

/** GET /public/file-links/{token}/items: a folder's items within the link, folders first by name. */
export async function linkItems(
  token: string,
  cookies: CookieJar,
  query: { folderId?: string; cursor?: string },
): Promise<PublicItems> {
  const link = await openFor(token, cookies);
  const folder = await itemWithin(link, query.folderId);
  if (folder.kind !== "folder") throw linkGone();
  const after = query.cursor ? decodeTuple<[string, string, string]>(query.cursor, 3, validCursor) : null;
  const rows = await getDb().$queryRaw<(PublicItem & { lowerName: string })[]>`
    SELECT ${publicColumns}, lower(i."name") AS "lowerName"
      FROM "DriveItem" i
     WHERE i."moduleId" = ${folder.moduleId} AND COALESCE(i."parentId", '') = ${folder.id}::bpchar
       AND i."trashedAt" IS NULL
       ${
         after
           ? Prisma.sql`AND (i."kind", lower(i."name"), i."id") > (${after[0]}::"DriveItemKind", ${after[1]}::text, ${after[2]}::bpchar)`
           : Prisma.empty
       }
     ORDER BY i."kind", lower(i."name"), i."id"
     LIMIT ${PAGE_SIZE + 1}`;
  const shown = rows.slice(0, PAGE_SIZE);
  const last = rows.length > PAGE_SIZE ? shown[shown.length - 1] : undefined;
  const trail =
    folder.id === link.item.id
      ? [folder.id]
      : [...pathIds(folder.path.slice(link.item.path.length)), folder.id];
  const names = new Map(
    (
      await getDb().driveItem.findMany({ where: { id: { in: trail } }, select: { id: true, name: true } })
    ).map((row) => [row.id, row.name]),
  );
  return {
    data: shown.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      size: row.size,
      contentType: row.contentType,
      preview: row.preview,
      updatedAt: row.updatedAt,
    })),
    nextCursor: last ? encodeTuple([last.kind, last.lowerName, last.id]) : null,
    crumbs: trail.map((id) => ({ id, name: names.get(id) ?? "" })),
  };
}

/** An address with its last part zeroed: IPv4 /24, IPv6 /48 (the access log keeps no more). */
export function maskAddress(ip: string): string {
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, ".0");
  const groups = ip.split("::")[0]!.split(":").filter(Boolean).slice(0, 3);
  return groups.length ? `${groups.join(":")}::/48` : "unknown";
}

/**
 * One download counted: the count goes up only while the link is open and under its limit, checked
 * in the same statement (two visitors cannot both take the last download); then it is logged.
 */
async function countDownload(
  link: FoundLink,
  item: { id: string; name: string; kind: string },
  visitor: Visitor,
) {
  const counted = await getDb().$executeRaw`
    UPDATE "DriveLink" SET "downloads" = "downloads" + 1
     WHERE "id" = ${link.id} AND "revokedAt" IS NULL
       AND ("expiresAt" IS NULL OR "expiresAt" > now() AT TIME ZONE 'UTC')
       AND ("maxDownloads" IS NULL OR "downloads" < "maxDownloads")`;
  if (counted === 0) {
    // Revoked, expired or used up since the link was read: the reason, as a visit would get it.
    const now = await getDb().driveLink.findUnique({
      where: { id: link.id },
      select: { revokedAt: true, expiresAt: true, maxDownloads: true, downloads: true },
    });
    const state = now ? linkState(now) : "revoked";
    throw state === "expired"
      ? gone("errors.driveLinkExpired")
      : state === "used-up"
        ? gone("errors.driveLinkUsedUp")
        : linkGone();
  }
  await getDb().driveLinkDownload.create({
    data: {
      id: newId(),
      linkId: link.id,
      itemId: item.id,
      name: item.kind === "folder" ? `${item.name}.zip` : item.name,
      address: maskAddress(visitor.ip),
      userAgent: (visitor.userAgent ?? "").slice(0, 200),
    },
  });
}

export interface Visitor {
  ip: string;
  userAgent: string | null;
}

export type LinkDownloadAnswer =
  | { kind: "file"; answer: ContentAnswer }
  | { kind: "zip"; zip: { filename: string; contentType: string; body: ReadableStream<Uint8Array> } };

/**
 * GET /public/file-links/{token}/download: the link's file, a file inside its folder, or a folder as
 * a ZIP. Byte ranges resume a download of a link without a limit (a range past the first byte is not
 * counted again); a limited link sends the whole file each time.
 */
export async function linkDownload(
  token: string,
  cookies: CookieJar,
  query: { itemId?: string },
  headers: { range: string | null },
  visitor: Visitor,
): Promise<LinkDownloadAnswer> {
  const link = await openFor(token, cookies);
  const item = await itemWithin(link, query.itemId);
  const range = link.maxDownloads === null ? headers.range : null;
  const continuing = range !== null && !/^bytes=0-/.test(range.trim());
  if (item.kind === "folder") {
    await countDownload(link, item, visitor);
    return { kind: "zip", zip: await zipOf(item.moduleId, item) };
  }
  if (!item.fileId) throw linkGone();
  if (!continuing) await countDownload(link, item, visitor);
  try {
    return {
      kind: "file",
      answer: await fileAnswer(item.name, item.fileId, { inline: false, range, ifNoneMatch: null }),
    };
  } catch (error) {
    // The bytes could not be sent: the download is not taken from the limit.
    if (!continuing)
      await getDb().driveLink.update({ where: { id: link.id }, data: { downloads: { decrement: 1 } } });
    throw error;
  }
}

/**
 * The page of a link (a folder link: the folder `folderId` inside it, or its own when that is not
 * one of its folders), read as the API reads it.
 */
export async function loadLinkPage(
  token: string,
  folderId: string | undefined,
  cookies: CookieJar,
): Promise<LinkPageView> {
  if (!/^[\w-]{43}$/.test(token)) return { state: "not-found" };
  try {
    const link = await openLink(token, cookies);
    if (link.access === "locked" || !link.item) return { state: "locked" };
    if (link.item.kind !== "folder") return { state: "open", link, items: null };
    const inside = folderId && /^[0-9a-f]{24}$/.test(folderId) ? folderId : undefined;
    const items = await linkItems(token, cookies, { folderId: inside }).catch((error: unknown) => {
      if (inside && error instanceof AppError && error.status === 404) return linkItems(token, cookies, {});
      throw error;
    });
    return { state: "open", link, items };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { state: "not-found" };
    if (error instanceof AppError && error.status === 410)
      return { state: error.messages[0] === "errors.driveLinkExpired" ? "expired" : "used-up" };
    throw error;
  }
}
