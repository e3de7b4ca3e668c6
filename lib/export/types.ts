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
