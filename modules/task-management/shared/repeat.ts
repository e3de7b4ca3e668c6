// A task's repeat as the API carries it (issue 40, item 7; the rules are shared/recurrence.ts): kept
// apart from the rule engine so that the answer schemas (shared/types.ts) stay light in the browser.
import * as z from "@/lib/zod";

export const REPEAT_MODES = ["completed", "schedule"] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

/** A task's repeat as the API reads it. */
export const taskRepeatSchema = z.object({
  /** An RRULE without DTSTART (FREQ daily to yearly, INTERVAL 1–99, COUNT or UNTIL, BY parts). */
  rule: z.string(),
  /** When the next occurrence is made: when this one is done, or on its due date (and when done). */
  mode: z.enum(REPEAT_MODES),
});
export type TaskRepeat = z.output<typeof taskRepeatSchema>;

/**
 * The repeat a client sends: a rule's text (normalised: no "RRULE:", upper case) and the mode (default:
 * when completed). Whether the rule can run is the server's check (shared/recurrence.ts isRepeatRule).
 */
export const taskRepeatInputSchema = z.object(
  {
    rule: z.pipe(
      z
        .string({ error: "validation.taskRepeatInvalid" })
        .check(
          z.trim(),
          z.minLength(1, "validation.taskRepeatInvalid"),
          z.maxLength(500, "validation.taskRepeatInvalid"),
        ),
      z.transform((rule: string) => rule.replace(/^RRULE:/i, "").toUpperCase()),
    ),
    mode: z._default(z.enum(REPEAT_MODES, { error: "validation.taskRepeatInvalid" }), "completed"),
  },
  { error: "validation.taskRepeatInvalid" },
);
