// The time tracker's entry fields, checked with the entry API's own rules (createEntrySchema,
// updateEntrySchema) so each field shows the server's message. Pure.
import * as z from "@/lib/zod";
import { createEntrySchema } from "@/modules/time-tracker/schemas/time-tracker";
import { addDays, zonedTimeToUtc, type LocalDay } from "@/modules/time-tracker/shared/grouping";

/** An entry's description as the API takes it: trimmed, DESCRIPTION_MAX characters at most. */
const description = createEntrySchema.shape.description;

/** The timesheet's 'Add row': a description is required (the row's entries will carry it). */
export const addRowFormSchema = z.object({
  description: z.pipe(description, z.string().check(z.minLength(1, "validation.entryDescriptionRequired"))),
});

/** Manual mode's fields: a local day (null: today), `HH:mm` times, and whether the end is the next day. */
export interface ManualRangeValues {
  day: string | null;
  startTime: string;
  endTime: string;
  nextDay: boolean;
}

export const EMPTY_MANUAL_RANGE: ManualRangeValues = {
  day: null,
  startTime: "",
  endTime: "",
  nextDay: false,
};

/** The range's instants in `zone` (ISO), either null while its time is missing or malformed. */
export function manualRangeInstants(
  values: ManualRangeValues,
  today: LocalDay,
  zone: string,
): { start: string | null; end: string | null } {
  const day = values.day ?? today;
  const endDay = values.nextDay ? addDays(day, 1) : day;
  return {
    start: zonedTimeToUtc(day, values.startTime, zone)?.toISOString() ?? null,
    end: zonedTimeToUtc(endDay, values.endTime, zone)?.toISOString() ?? null,
  };
}

const RANGE_FIELDS = { start: "startTime", end: "endTime" } as const;

/**
 * Manual mode's rules: both times given ('Invalid range' otherwise, as the server says of a range it
 * cannot read) and createEntrySchema's range (the end after the start, 24 hours at most), on the
 * time field each concerns.
 */
export const manualRangeFormSchema = (today: LocalDay, zone: string) =>
  z
    .object({ day: z.nullable(z.string()), startTime: z.string(), endTime: z.string(), nextDay: z.boolean() })
    .check(
      z.superRefine((values, ctx) => {
        const { start, end } = manualRangeInstants(values, today, zone);
        if (!start || !end) {
          const path = [start ? "endTime" : "startTime"];
          return ctx.addIssue({ code: "custom", message: "validation.invalidRange", path });
        }
        const parsed = z.safeParse(createEntrySchema, { start, end });
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const field = issue.path[0] === "start" ? RANGE_FIELDS.start : RANGE_FIELDS.end;
          ctx.addIssue({ code: "custom", message: issue.message, path: [field] });
        }
      }),
    );

/** What a new entry is about (the timer bar's fields): its task by ids (a picked task has more). */
export interface TimerDraftValues {
  description: string;
  tags: string[];
  isBillable: boolean;
  task: { taskManagementId: string; taskManagementTaskId: string } | null;
}

/** The create body's part the timer bar fills: the task by its ids only. */
export const timerDraftBody = ({ description, tags, isBillable, task }: TimerDraftValues) => ({
  description,
  tags,
  isBillable,
  task: task && { taskManagementId: task.taskManagementId, taskManagementTaskId: task.taskManagementTaskId },
});

/** createEntrySchema's rules on the timer bar's fields (the description's length, the tags). */
export const timerDraftFormSchema = z
  .object({
    description: z.string(),
    tags: z.array(z.string()),
    isBillable: z.boolean(),
    task: z.nullable(z.object({ taskManagementId: z.string(), taskManagementTaskId: z.string() })),
  })
  .check(
    z.superRefine((values, ctx) => {
      const parsed = z.safeParse(createEntrySchema, timerDraftBody(values));
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
    }),
  );

/** An entry's description edited in place: updateEntrySchema's rule (trimmed, its length). */
export const entryDescriptionFormSchema = z.object({ description: createEntrySchema.shape.description });
