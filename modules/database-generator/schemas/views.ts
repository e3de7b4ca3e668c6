// What the saved views' endpoints take (contracts/views.ts): a view's name, kind and settings.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import { VIEW_KINDS, viewConfigPatchSchema } from "@/modules/database-generator/shared/views";
import { dbIdSchema, dbNameSchema } from "./inputs";

export const viewParamsSchema = z.object({
  moduleId: memberIdSchema,
  tableId: dbIdSchema,
  viewId: dbIdSchema,
});

export const createViewSchema = z.object({
  name: dbNameSchema,
  kind: z.enum(VIEW_KINDS, { error: "validation.dbViewKindInvalid" }),
  /** Settings to start from (a copy of another view's); the kind's defaults fill the rest. */
  config: z.optional(viewConfigPatchSchema),
});

export const updateViewSchema = z.object({
  name: z.optional(dbNameSchema),
  /** Its place among the table's views (0-based). */
  position: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** The parts given replace the saved ones (sorts, filter, group, hidden, stackColumnId, cardColumns, form). */
  config: z.optional(viewConfigPatchSchema),
});
