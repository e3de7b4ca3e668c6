// Inputs of the time tracker's task picker (spec/work-management.md §7: GET /time-tracker/{id}/task).
// Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import {
  TRACKER_TASK_PAGE_MAX,
  TRACKER_TASK_PAGE_SIZE,
  TRACKER_TASK_SEARCH_MAX,
} from "@/modules/time-tracker/shared/types";
import { queryIntInRange } from "@/lib/schemas/common";

/**
 * GET /time-tracker/{id}/task?search&limit&cursor: `search` matches a title (case-insensitive,
 * anywhere in it) or a task key; `cursor` is the previous page's `nextCursor`.
 */
export const trackerTasksQuerySchema = z.object({
  search: z.optional(
    z
      .string({ error: "validation.trackerTaskSearchInvalid" })
      .check(z.trim(), z.maxLength(TRACKER_TASK_SEARCH_MAX, "validation.trackerTaskSearchInvalid")),
  ),
  limit: z._default(
    queryIntInRange("validation.trackerTaskLimitInvalid", 1, TRACKER_TASK_PAGE_MAX),
    TRACKER_TASK_PAGE_SIZE,
  ),
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(200, "validation.invalidCursor")),
  ),
});
export type TrackerTasksQuery = z.input<typeof trackerTasksQuerySchema>;
