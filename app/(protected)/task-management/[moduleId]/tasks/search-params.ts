import * as z from "@/lib/zod";
import { taskDraftSchema } from "@/lib/schemas/ai";
import { idSchema, redirectParamSchema } from "@/lib/schemas/common";

const activeSchema = z.enum(["board", "list", "subtask"]);

/** A repeated search param (`label=a&label=b`) as a list. */
const listParam = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.transform((value: string | string[] | undefined) => (value === undefined ? undefined : [value].flat())),
);

/**
 * /tasks/create?redirect=&active=&columnId=&parentId=&projectId= (spec §2), and the fields of an Ask
 * AI draft that prefill the form: title, description, priority, issueType, dueDate, label (repeated),
 * validated as the draft itself (lib/schemas/ai.ts).
 */
export const createTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  active: z.optional(activeSchema),
  columnId: z.optional(idSchema),
  parentId: z.optional(idSchema),
  projectId: z.optional(idSchema),
  title: z.optional(taskDraftSchema.shape.title),
  description: taskDraftSchema.shape.description,
  priority: taskDraftSchema.shape.priority,
  issueType: taskDraftSchema.shape.issueType,
  dueDate: taskDraftSchema.shape.dueDate,
  label: z
    .pipe(listParam, z.optional(z.array(z.string())))
    .check(
      z.refine((labels) => labels === undefined || taskDraftSchema.shape.labels.safeParse(labels).success),
    ),
});

/** /tasks/{taskId}/edit?redirect=&parentId=&active= (spec §2). */
export const editTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  parentId: z.optional(idSchema),
  active: z.optional(activeSchema),
});

export const editTaskParamsSchema = z.object({ moduleId: idSchema, taskId: idSchema });
export const createTaskParamsSchema = z.object({ moduleId: idSchema });
