// The audit log's retention form: its one field (the number field's value, "" when emptied), the
// body it becomes (PATCH /api/v1/audit-log/settings) and its rule, the endpoint's own schema run on
// that body so the field shows the server's message. Pure.
import * as z from "@/lib/zod";
import { auditSettingsInputSchema } from "@/lib/schemas/audit-log";

export interface RetentionFormValues {
  retentionDays: number | string;
}

/** The field's value as the body's number; anything else (empty, half typed) is not one. */
export const retentionDaysOf = (values: RetentionFormValues): number | null =>
  typeof values.retentionDays === "number" ? values.retentionDays : null;

export const retentionFormSchema = z.object({ retentionDays: z.union([z.number(), z.string()]) }).check(
  z.superRefine((values, ctx) => {
    const parsed = z.safeParse(auditSettingsInputSchema, { retentionDays: retentionDaysOf(values) });
    for (const issue of parsed.success ? [] : parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["retentionDays"] });
  }),
);
