import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { appUrl } from "@/lib/server/env";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { hashPassword } from "@/lib/server/security/password";
import { seal, unseal } from "@/lib/server/security/seal";
import { hashToken, newUrlToken } from "@/lib/server/security/tokens";
import {
  LINK_PATH,
  LINKS_PER_ITEM,
  LOG_PAGE,
  type DriveLink,
  type LinkDownload,
  type LinkState,
} from "@/modules/file-management/shared/links";
import { liveItems } from "./change-items";
import { mayChange } from "./rights";
import { driveScope } from "./scope";

// Public links to an item, as their owners manage them: who may change the item may make, change and
// revoke its links and read their access logs. The URL's token is random (32 bytes); the server keeps
// its SHA-256 (how a visit finds the link) and a sealed copy (so the owner can copy the URL again),
// never the token as it is. A password is kept as a scrypt hash.

const SEAL_PURPOSE = "suite-drive-link-token";
const sealBinding = (id: string) => `drive-link:${id}`;

const linkSelect = {
  id: true,
  tokenSealed: true,
  passwordHash: true,
  expiresAt: true,
  maxDownloads: true,
  downloads: true,
  revokedAt: true,
  createdAt: true,
  createdBy: { select: { id: true, name: true } },
} as const;

type LinkRow = {
  id: string;
  tokenSealed: string;
  passwordHash: string | null;
  expiresAt: Date | null;
  maxDownloads: number | null;
  downloads: number;
  revokedAt: Date | null;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
};

/** What a link is at `now`: revoked first, then expired, then used up. */
export function linkState(
  link: Pick<LinkRow, "revokedAt" | "expiresAt" | "maxDownloads" | "downloads">,
  now = new Date(),
): LinkState {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && link.expiresAt <= now) return "expired";
  if (link.maxDownloads !== null && link.downloads >= link.maxDownloads) return "used-up";
  return "active";
}

/** A link's address on this server. */
export const linkUrl = (token: string) => `${appUrl()}${LINK_PATH}/${token}`;

/** The link's address, or null when its sealed token no longer opens (AUTH_SECRET was changed). */
function urlOf(row: Pick<LinkRow, "id" | "tokenSealed">): string | null {
  try {
    return linkUrl(unseal(SEAL_PURPOSE, sealBinding(row.id), row.tokenSealed));
  } catch {
    return null;
  }
}

function toLink(row: LinkRow): DriveLink {
  return {
    id: row.id,
    url: urlOf(row),
    state: linkState(row),
    hasPassword: row.passwordHash !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxDownloads: row.maxDownloads,
    downloads: row.downloads,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The live item, for who may change it (403 for a reader who may not). */
async function ownedItem(scope: ModuleScope, itemId: string) {
  const [item] = await liveItems(scope.moduleId, [itemId]);
  if (!(await mayChange(scope, "edit", item!))) throw forbidden();
  return item!;
}

/** A link of the item, for who may change it (another item's link: not found). */
async function ownedLink(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; linkId: string },
  locale: Locale,
) {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await ownedItem(scope, params.itemId);
  const link = await getDb().driveLink.findFirst({
    where: { id: params.linkId, itemId: item.id },
    select: linkSelect,
  });
  if (!link) throw notFound("errors.driveLinkNotFound");
  return link;
}

/** An expiry given as ISO text: a Date in the future, or a 400. */
function expiryOf(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (at.getTime() <= Date.now()) throw badRequest("validation.driveLinkExpiryPast");
  return at;
}

/** GET …/items/{itemId}/links. */
export async function listLinks(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  locale: Locale = "en",
): Promise<{ data: DriveLink[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await ownedItem(scope, params.itemId);
  const rows = await getDb().driveLink.findMany({
    where: { itemId: item.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: linkSelect,
  });
  return { data: rows.map(toLink) };
}

export interface LinkSettings {
  password?: string | null;
  expiresAt?: string | null;
  maxDownloads?: number | null;
}

/** POST …/items/{itemId}/links. */
export async function createLink(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  input: LinkSettings,
  locale: Locale = "en",
): Promise<DriveLink> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await ownedItem(scope, params.itemId);
  if ((await getDb().driveLink.count({ where: { itemId: item.id } })) >= LINKS_PER_ITEM)
    throw conflict("validation.driveLinksTooMany");
  const id = newId();
  const token = newUrlToken();
  const row = await getDb().driveLink.create({
    data: {
      id,
      itemId: item.id,
      tokenHash: hashToken(token),
      tokenSealed: seal(SEAL_PURPOSE, sealBinding(id), token),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      expiresAt: expiryOf(input.expiresAt) ?? null,
      maxDownloads: input.maxDownloads ?? null,
      createdById: actor.userId,
    },
    select: linkSelect,
  });
  return toLink(row);
}

/** PATCH …/links/{linkId}: absent keys stay, null removes a setting. */
export async function updateLink(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; linkId: string },
  input: LinkSettings,
  locale: Locale = "en",
): Promise<DriveLink> {
  const link = await ownedLink(actor, params, locale);
  const row = await getDb().driveLink.update({
    where: { id: link.id },
    data: {
      ...(input.password !== undefined && {
        passwordHash: input.password === null ? null : await hashPassword(input.password),
      }),
      ...(input.expiresAt !== undefined && { expiresAt: expiryOf(input.expiresAt) }),
      ...(input.maxDownloads !== undefined && { maxDownloads: input.maxDownloads }),
    },
    select: linkSelect,
  });
  return toLink(row);
}

/** DELETE …/links/{linkId}: revoked for good (a second revoke keeps the first time). */
export async function revokeLink(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; linkId: string },
  locale: Locale = "en",
): Promise<void> {
  const link = await ownedLink(actor, params, locale);
  await getDb().driveLink.updateMany({
    where: { id: link.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** GET …/links/{linkId}/downloads: the access log, newest first. */
export async function linkLog(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; linkId: string },
  query: { cursor?: string },
  locale: Locale = "en",
): Promise<{ data: LinkDownload[]; nextCursor: string | null }> {
  const link = await ownedLink(actor, params, locale);
  const rows = await getDb().driveLinkDownload.findMany({
    where: { linkId: link.id, ...afterKeyset("at", query.cursor) },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: LOG_PAGE + 1,
    select: { id: true, name: true, address: true, userAgent: true, at: true },
  });
  return keysetPage(
    rows,
    (row) => row.at,
    (row) => ({ ...row, at: row.at.toISOString() }),
    LOG_PAGE,
  );
}
