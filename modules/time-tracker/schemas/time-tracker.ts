// Inputs of the time tracker's API (issue 13; spec/work-management.md §5 and §7). Messages are keys of
// messages/*.json (validation.*).
import * as z from "@/lib/zod";
import {
  BULK_MAX,
  DESCRIPTION_MAX,
  ENTRY_PAGE_MAX,
  ENTRY_PAGE_SIZE,
  MAX_ENTRY_SECONDS,
  TAG_TITLE_MAX,
  TAGS_PER_ENTRY_MAX,
} from "@/modules/time-tracker/shared/types";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { queryIntInRange } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";

export const timeTrackerParamsSchema = z.object({ moduleId: memberIdSchema });
export const timeEntryParamsSchema = z.object({ moduleId: memberIdSchema, entryId: memberIdSchema });

const instant = z.pipe(
  z.iso.datetime({ offset: true, error: "validation.timeInvalid" }),
  z.transform((value: string) => new Date(value)),
);

const description = z
  .pipe(
    z.string({ error: "validation.entryDescriptionTooLong" }),
    z.transform((value: string) => value.trim()),
  )
  .check(z.maxLength(DESCRIPTION_MAX, "validation.entryDescriptionTooLong"));

const tags = z
  .array(memberIdSchema, { error: "validation.entryTagsInvalid" })
  .check(z.maxLength(TAGS_PER_ENTRY_MAX, "validation.entryTagsInvalid"));

const billable = z.boolean({ error: "validation.entryBillableInvalid" });

/** end > start ('Invalid range') and 24 hours at most. */
function checkRange(value: { start?: Date; end?: Date | null }, ctx: z.core.$RefinementCtx) {
  // A field that failed its own check (a malformed date) is reported there; the range needs both.
  if (!(value.start instanceof Date) || !(value.end instanceof Date)) return;
  const seconds = (value.end.getTime() - value.start.getTime()) / 1000;
  if (seconds <= 0) ctx.addIssue({ code: "custom", message: "validation.invalidRange", path: ["end"] });
  else if (seconds > MAX_ENTRY_SECONDS)
    ctx.addIssue({ code: "custom", message: "validation.entryTooLong", path: ["end"] });
}

/**
 * A new entry. Without `end` it starts the caller's timer (`start` defaults to now); with one it is
 * a finished (manual) entry. `task` ties it to a task of a task-management module.
 */
export const createEntrySchema = z
  .object({
    description: z._default(description, ""),
    start: z.optional(instant),
    end: z.optional(z.nullable(instant)),
    isBillable: z._default(billable, false),
    tags: z._default(tags, []),
    task: z.optional(
      z.nullable(z.object({ taskManagementId: memberIdSchema, taskManagementTaskId: memberIdSchema })),
    ),
  })
  .check(z.superRefine(checkRange));
export type CreateEntryInput = z.infer<typeof createEntrySchema>;

/** A change of one entry: only the fields sent. `end` stops a running entry. */
export const updateEntrySchema = z
  .object({
    description: z.optional(description),
    start: z.optional(instant),
    end: z.optional(instant),
    isBillable: z.optional(billable),
    tags: z.optional(tags),
  })
  .check(
    z.superRefine(checkRange),
    z.refine(
      (value) => Object.values(value).some((field) => field !== undefined),
      "validation.nothingToUpdate",
    ),
  );
export type UpdateEntryInput = z.infer<typeof updateEntrySchema>;

/** PATCH /time-tracker/{id}/entry: creates, deletes and updates in one transaction (all or nothing). */
export const bulkEntriesSchema = z
  .object({
    create: z._default(z.array(createEntrySchema), []),
    delete: z._default(z.array(memberIdSchema), []),
    update: z._default(z.array(z.intersection(z.object({ id: memberIdSchema }), updateEntrySchema)), []),
  })
  .check(
    z.refine(
      (value) => value.create.length + value.delete.length + value.update.length > 0,
      "validation.nothingToUpdate",
    ),
    z.refine(
      (value) => value.create.length + value.delete.length + value.update.length <= BULK_MAX,
      "validation.bulkTooMany",
    ),
    z.refine((value) => value.create.filter((entry) => !entry.end).length <= 1, "validation.oneTimerAtATime"),
  );
export type BulkEntriesInput = z.infer<typeof bulkEntriesSchema>;

export { timeZoneSchema };

/** GET /time-tracker/{id}/entry: the caller's entries, newest start first, in keyset pages. */
export const listEntriesQuerySchema = z
  .object({
    cursor: z.optional(z.string()),
    limit: z._default(queryIntInRange("validation.limitInvalid", 1, ENTRY_PAGE_MAX), ENTRY_PAGE_SIZE),
    tz: z._default(timeZoneSchema, "UTC"),
    tag: z.optional(memberIdSchema),
    /** Only entries that start in [from, to) (a timesheet's week). */
    from: z.optional(instant),
    to: z.optional(instant),
  })
  .check(
    z.refine((value) => !value.from || !value.to || value.from < value.to, {
      message: "validation.invalidRange",
      path: ["to"],
    }),
  );

export const createTagSchema = z.object({
  title: z
    .string({ error: "validation.tagTitleRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.tagTitleRequired"),
      z.maxLength(TAG_TITLE_MAX, "validation.tagTitleTooLong"),
    ),
});

/** POST /task-management/{id}/tasks/{taskId}/timer: the task timer's flags (spec §4: billable). */
export const taskTimerSchema = z.object({
  description: z.optional(description),
  isBillable: z._default(billable, false),
  tags: z._default(tags, []),
});

export const taskTimerParamsSchema = z.object({ moduleId: memberIdSchema, taskId: memberIdSchema });
export const taskTimerEntryParamsSchema = z.object({
  moduleId: memberIdSchema,
  taskId: memberIdSchema,
  entryId: memberIdSchema,
});
