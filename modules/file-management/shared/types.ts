// File management on the wire (docs/modules/file-management.md): the answers of its API
// (contracts.ts) and the pure rules the page and the server share. No server imports.
import * as z from "@/lib/zod";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";

export const FILE_MANAGEMENT_TAG = "FileManagement" as const;

/** Days an item stays in the trash before the purge job deletes it for good. */
export const TRASH_DAYS = 30;
/** Items of a listing page. */
export const PAGE_SIZE = 100;
/** Items one bulk action (move, copy, delete, restore) takes at once. */
export const BULK_MAX = 500;
/** Folders one folder upload may create at once (its sub-folders' paths). */
export const FOLDER_PATHS_MAX = 1_000;
/** A name's most bytes in UTF-8 (what file systems allow). */
export const NAME_MAX_BYTES = 255;

export const PREVIEW_KINDS = ["image", "pdf", "text", "audio", "video", "none"] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The page's tabs (the spec's `active`, and the trash). */
export const DRIVE_TABS = ["my-files", "recent-files", "bookmarks", "shared-with-me", "trash"] as const;
export type DriveTab = (typeof DRIVE_TABS)[number];

/** The page's tabs: the listing's, and the files other modules hold (read-only, their own endpoint). */
export const PAGE_TABS = [...DRIVE_TABS, "from-modules"] as const;
export type PageTab = (typeof PAGE_TABS)[number];

export const SORT_FIELDS = ["name", "size", "modified", "created"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";

/** What the type filter offers. */
export const TYPE_FILTERS = [
  "folder",
  "image",
  "pdf",
  "document",
  "spreadsheet",
  "presentation",
  "text",
  "audio",
  "video",
  "archive",
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

const userSchema = z.object({ id: z.string(), name: z.string() });

/** Someone who can open the module, as the share picker shows them (never their address). */
export const personSchema = z.object({ id: z.string(), name: z.string(), image: z.nullable(z.string()) });
export type DrivePerson = z.output<typeof personSchema>;

export const driveItemSchema = z.object({
  id: z.string(),
  kind: z.enum(["folder", "file"]),
  name: z.string(),
  parentId: z.nullable(z.string()),
  /** Bytes of the current version (0 for a folder). */
  size: z.number(),
  contentType: z.nullable(z.string()),
  preview: z.enum(PREVIEW_KINDS),
  /** A small WebP of an image (the thumbnails job's), when there is one. */
  thumbUrl: z.nullable(z.string()),
  /** Versions a file has (its current one included); 0 for a folder. */
  versions: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  createdBy: z.nullable(userSchema),
  updatedBy: z.nullable(userSchema),
  bookmarked: z.boolean(),
  /** In the trash since (the trash tab). */
  trashedAt: z.nullable(isoDate),
  /** Where it is (recent, bookmarks, search and the trash list items of many folders): its folder's names from the root. */
  location: z.nullable(z.array(z.string())),
});
export type DriveItem = z.output<typeof driveItemSchema>;

export const crumbSchema = z.object({ id: z.string(), name: z.string() });
export type Crumb = z.output<typeof crumbSchema>;

export const driveListSchema = z.object({
  ...pageSchema(driveItemSchema).shape,
  /** The folder listed (null: the root, or a tab that is no folder) and the folders above it. */
  folder: z.nullable(z.object({ id: z.string(), name: z.string(), crumbs: z.array(crumbSchema) })),
});
export type DriveList = z.output<typeof driveListSchema>;

export const quotaSchema = z.object({
  /** Bytes the workspace stores (every module's files, earlier versions and the trash). */
  used: z.number(),
  /** Bytes it may store (FILES_QUOTA_MB). */
  limit: z.number(),
  /** The largest file one upload may hold (FILES_UPLOAD_MAX_MB). */
  uploadMax: z.number(),
});
export type Quota = z.output<typeof quotaSchema>;

export const folderPathsAnswerSchema = z.object({
  /** Each path asked for (`a/b`) and its folder's id. */
  folders: z.record(z.string(), z.string()),
});

export const conflictsAnswerSchema = z.object({
  /** The names asked about that a live item of the folder already has (as that item spells it). */
  taken: z.array(z.object({ name: z.string(), kind: z.enum(["folder", "file"]), id: z.string() })),
});

export const bulkAnswerSchema = z.object({
  /** The items changed (for a copy: the new copies). */
  items: z.array(driveItemSchema),
});

export const versionSchema = z.object({
  id: z.string(),
  number: z.number(),
  size: z.number(),
  sha256: z.string(),
  createdAt: isoDate,
  createdBy: z.nullable(userSchema),
  current: z.boolean(),
});
export type DriveVersion = z.output<typeof versionSchema>;
export const versionListSchema = z.object({ data: z.array(versionSchema) });

export const shareSchema = z.object({
  user: userSchema,
  role: z.enum(["view", "edit"]),
  createdAt: isoDate,
});
export type DriveShare = z.output<typeof shareSchema>;
export const shareListSchema = z.object({ data: z.array(shareSchema) });

/**
 * What the room of a module hears: something changed in these folders (null: the root). `uploaded`
 * names the files an upload put there, new or as a new version (what the `file.uploaded` automation
 * trigger starts on); absent for every other change.
 */
export type FileManagementEvent = {
  type: "items.changed";
  folderIds: (string | null)[];
  uploaded?: string[];
};

/** How a name reads in bytes (names are limited in bytes, as file systems limit them). */
export const nameBytes = (name: string) => new TextEncoder().encode(name).length;

/**
 * A name as stored: NFC, without control or bidirectional-override characters, trimmed; null
 * when nothing is left, it is `.` or `..`, it holds a slash or a backslash, or it is longer than
 * NAME_MAX_BYTES in UTF-8.
 */
export function cleanName(raw: string): string | null {
  const name = raw
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (name === "" || name === "." || name === ".." || /[/\\]/.test(name)) return null;
  if (nameBytes(name) > NAME_MAX_BYTES) return null;
  return name;
}

/** "report.pdf" → "report (2).pdf": the n-th free name beside a taken one. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf(".");
  const hasExt = dot > 0 && dot >= name.length - 9;
  const base = hasExt ? name.slice(0, dot) : name;
  const ext = hasExt ? name.slice(dot) : "";
  const suffix = ` (${n})`;
  let cut = base;
  // Stay within the byte limit: shorten the base, never the suffix or the extension.
  while (cut.length > 0 && nameBytes(cut + suffix + ext) > NAME_MAX_BYTES) cut = cut.slice(0, -1);
  return cut + suffix + ext;
}

/** The spec's created sort: ascending, then descending, then none (the default order). */
export function nextCreatedSort(current: { field: SortField; dir: SortDirection } | null) {
  if (!current || current.field !== "created") return { field: "created" as const, dir: "asc" as const };
  return current.dir === "asc" ? { field: "created" as const, dir: "desc" as const } : null;
}

/** Where a file of another module comes from. */
export const MODULE_FILE_SOURCES = ["content_hub", "form_response", "online_chat"] as const;

/** A file another module holds that the reader may read (the "From modules" tab): read-only here. */
export const moduleFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  preview: z.enum(PREVIEW_KINDS),
  /** The file, served by the platform to who may read its owner (inline when safe). */
  url: z.string(),
  createdAt: isoDate,
  source: z.object({
    kind: z.enum(MODULE_FILE_SOURCES),
    module: z.object({ id: z.string(), name: z.string(), href: z.string() }),
  }),
});
export type ModuleFile = z.output<typeof moduleFileSchema>;
export const moduleFilesSchema = pageSchema(moduleFileSchema);
