// Search params of the goals dashboard and its dialog (spec/work-management.md §2 Goals): the tab
// (`active`), the All / Open / Closed filter, the search, and the add-goal dialog's `redirect`.
import * as z from "@/lib/zod";
import { GOAL_FILTERS, GOAL_TABS } from "@/lib/goals/api";
import { GOAL_TITLE_MAX } from "@/lib/goals/types";
import { redirectParamSchema } from "@/lib/schemas/common";

export const dashboardSearchSchema = z.object({
  active: z._default(z.enum(GOAL_TABS), "my-goals"),
  filter: z._default(z.enum(GOAL_FILTERS), "all"),
  q: z.optional(z.string().check(z.maxLength(GOAL_TITLE_MAX))),
});

export const goalDialogSearchSchema = z.object({ redirect: z.optional(redirectParamSchema) });
