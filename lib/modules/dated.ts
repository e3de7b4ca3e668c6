// Dated items a kind offers to the calendars of its project (`dated` in its kind.server.ts): a task's
// due date, another calendar's events, a meeting. The AI calendar shows each module that offers them
// as a layer the viewer toggles (GET /api/v1/ai-calendar/{moduleId}/layers); each item opens where
// it lives. The schemas are that endpoint's answer.
import * as z from "@/lib/zod";
import { isoDate } from "@/lib/contracts/endpoint";

/** A layer lists at most this many items of a range (a busier one says `truncated`). */
export const DATED_ITEMS_MAX = 500;

export const datedItemSchema = z.object({
  /** Unique within its module (an occurrence's id for a series). */
  id: z.string(),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** A whole day (a task's due date): its dates' midnights in UTC, drawn as the same dates anywhere. */
  allDay: z.boolean(),
  /** A colour of its own (#rrggbb), or null for the layer's. */
  color: z.nullable(z.string()),
  /** Done (a task in its board's last column): drawn struck through. */
  done: z.boolean(),
  /** The page that opens it (a path of this site). */
  href: z.string(),
  /** A date a repeating task will come round on, not made yet (it opens the task that will make it). */
  upcoming: z.optional(z.boolean()),
});
export type DatedItem = z.output<typeof datedItemSchema>;

/** One module's items of the range. */
export const datedLayerSchema = z.object({
  moduleId: z.string(),
  tag: z.string(),
  name: z.string(),
  items: z.array(datedItemSchema),
  truncated: z.boolean(),
});
export type DatedLayer = z.output<typeof datedLayerSchema>;
