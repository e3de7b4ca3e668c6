// A workspace export as the API shows it (lib/contracts/export.ts). No server imports.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

export const EXPORT_STATUSES = ["queued", "running", "done", "failed", "expired"] as const;

export const exportItemSchema = z.object({
  id: z.string(),
  /** `expired`: done, and its archive is no longer kept. */
  status: z.enum(EXPORT_STATUSES),
  /** 0–100 while it runs. */
  progress: z.number(),
  /** Rows the archive holds (all tables), when done. */
  rows: z.nullable(z.number()),
  /** Files whose bytes it holds, when done. */
  files: z.nullable(z.number()),
  /** The archive's size in bytes, when done. */
  size: z.nullable(z.number()),
  /** Why it failed. */
  error: z.nullable(z.string()),
  requestedBy: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: isoDate,
  finishedAt: z.nullable(isoDate),
  /** Until when it can be downloaded. */
  expiresAt: z.nullable(isoDate),
});
export type ExportItem = z.output<typeof exportItemSchema>;

export const exportListSchema = z.object({ data: z.array(exportItemSchema) });

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** An export archive being brought into a new workspace (POST /api/v1/imports). */
export const importItemSchema = z.object({
  id: z.string(),
  /** The new workspace's name. */
  name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** 0–100 while it runs. */
  progress: z.number(),
  /** The archive's size in bytes. */
  size: z.number(),
  /** The workspace made, when done. */
  workspaceId: z.nullable(z.string()),
  /** Rows written (all tables and the databases' records), when done. */
  rows: z.nullable(z.number()),
  /** Rows left out (links, keys and claims that belong to the server that made them), when done. */
  leftOut: z.nullable(z.number()),
  /** Files stored, when done. */
  files: z.nullable(z.number()),
  /** People found here by their address, and accounts made for the others, when done. */
  people: z.nullable(z.object({ matched: z.number(), made: z.number() })),
  /** Why it failed. */
  error: z.nullable(z.string()),
  createdAt: isoDate,
  finishedAt: z.nullable(isoDate),
});
export type ImportItem = z.output<typeof importItemSchema>;

export const importListSchema = z.object({ data: z.array(importItemSchema) });

/** The largest archive an import takes (10 GiB). */
export const IMPORT_MAX_BYTES = 10 * 1024 ** 3;
