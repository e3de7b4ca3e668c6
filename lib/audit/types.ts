// The audit log as the API shows it (lib/contracts/audit-log.ts). No server imports.
import * as z from "@/lib/zod";
import { isoDate, pageSchema } from "@/lib/contracts/endpoint";

/** A JSON value as recorded before or after a change (the changed fields only). */
const recorded = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** Who did it (null: the system, e.g. a webhook the service turned off), by name and e-mail as then. */
  actor: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  /** What it was called then (a member's name, a project's name, a webhook's address). */
  targetLabel: z.nullable(z.string()),
  before: recorded,
  after: recorded,
  /** The client address and browser or tool, when it came through a request. */
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The API token's visible prefix when a token was used; null: a signed-in session. */
  tokenPrefix: z.nullable(z.string()),
  createdAt: isoDate,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);

export const auditSettingsSchema = z.object({
  retentionDays: z.number(),
  /** The people who appear in the log, by name (the actor filter's choices). */
  actors: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type AuditSettings = z.output<typeof auditSettingsSchema>;
