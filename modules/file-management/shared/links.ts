// File management's public links on the wire (contracts/links.ts): a link as its owner sees it, its
// access log, and what a visitor of /s/{token} is shown. No server imports.
import * as z from "@/lib/zod";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";
import { PREVIEW_KINDS } from "@/modules/file-management/shared/types";

export const LINK_PASSWORD_MIN = 4;
export const LINK_PASSWORD_MAX = 128;
export const LINK_MAX_DOWNLOADS = 1_000_000;
/** Links one item may have (revoked ones included: their logs stay). */
export const LINKS_PER_ITEM = 50;
/** Entries of an access log page. */
export const LOG_PAGE = 50;
/** Where a link opens (its token follows). */
export const LINK_PATH = "/s";

/** What a link is now, for its owner and for its visitor. */
export const LINK_STATES = ["active", "expired", "used-up", "revoked"] as const;
export type LinkState = (typeof LINK_STATES)[number];

const userSchema = z.object({ id: z.string(), name: z.string() });

export const driveLinkSchema = z.object({
  id: z.string(),
  /**
   * The link's address on this server (absolute, APP_URL); null when it can no longer be shown (the
   * server's AUTH_SECRET changed since: the link still opens, its owner makes a new one to share).
   */
  url: z.nullable(z.string()),
  state: z.enum(LINK_STATES),
  hasPassword: z.boolean(),
  expiresAt: z.nullable(isoDate),
  maxDownloads: z.nullable(z.number()),
  downloads: z.number(),
  revokedAt: z.nullable(isoDate),
  createdAt: isoDate,
  createdBy: z.nullable(userSchema),
});
export type DriveLink = z.output<typeof driveLinkSchema>;
export const linkListSchema = z.object({ data: z.array(driveLinkSchema) });

export const linkDownloadSchema = z.object({
  id: z.string(),
  /** The file (or the folder, as a ZIP) downloaded, as it was named then. */
  name: z.string(),
  /** The visitor's address with its last part zeroed. */
  address: z.string(),
  userAgent: z.string(),
  at: isoDate,
});
export type LinkDownload = z.output<typeof linkDownloadSchema>;
export const linkLogSchema = pageSchema(linkDownloadSchema);

/** An item as a link's visitor sees it: no ids of people, no place outside what the link opens. */
export const publicItemSchema = z.object({
  id: z.string(),
  kind: z.enum(["folder", "file"]),
  name: z.string(),
  size: z.number(),
  contentType: z.nullable(z.string()),
  preview: z.enum(PREVIEW_KINDS),
  updatedAt: isoDate,
});
export type PublicItem = z.output<typeof publicItemSchema>;

/** GET /public/file-links/{token}: what the link opens, or why it does not (the password form). */
export const publicLinkSchema = z.object({
  /** "locked": the link asks for its password first (nothing else is told). */
  access: z.enum(["open", "locked"]),
  item: z.nullable(publicItemSchema),
  sharedBy: z.nullable(z.string()),
  expiresAt: z.nullable(isoDate),
  /** Downloads left under the link's limit (null: no limit). */
  downloadsLeft: z.nullable(z.number()),
});
export type PublicLink = z.output<typeof publicLinkSchema>;

export const publicItemsSchema = z.object({
  ...pageSchema(publicItemSchema).shape,
  /** The folders from the link's folder down to the one listed (the link's own first). */
  crumbs: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PublicItems = z.output<typeof publicItemsSchema>;

/** What /s/{token} shows: why the link does not open, its password form, or what it opens. */
export type LinkPageView =
  | { state: "not-found" | "expired" | "used-up" | "locked" }
  | { state: "open"; link: PublicLink; items: PublicItems | null };
