// The audit log's filters and settings (issue 39, /api/v1/audit-log), validated by the routes and the
// page with the same messages.
import * as z from "@/lib/zod";
import {
  AUDIT_ACTIONS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  AUDIT_TARGETS,
} from "@/lib/audit/actions";
import { idSchema } from "./common";

const day = z
  .string({ error: "validation.auditDateInvalid" })
  .check(z.iso.date({ error: "validation.auditDateInvalid" }));

/** GET /api/v1/audit-log and its CSV: every filter optional; dates are whole days (UTC), inclusive. */
export const auditQuerySchema = z.object({
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: "validation.auditActionInvalid" })),
  targetType: z.optional(z.enum(AUDIT_TARGETS, { error: "validation.auditTargetInvalid" })),
  actorId: z.optional(idSchema),
  targetId: z.optional(z.string().check(z.maxLength(64))),
  from: z.optional(day),
  to: z.optional(day),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditSettingsInputSchema = z.object({
  retentionDays: z
    .number({ error: "validation.auditRetentionInvalid" })
    .check(
      z.int({ error: "validation.auditRetentionInvalid" }),
      z.minimum(AUDIT_RETENTION_MIN_DAYS, "validation.auditRetentionInvalid"),
      z.maximum(AUDIT_RETENTION_MAX_DAYS, "validation.auditRetentionInvalid"),
    ),
});
