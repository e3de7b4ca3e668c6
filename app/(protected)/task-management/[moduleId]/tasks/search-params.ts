import * as z from "@/lib/zod";
import { idSchema, redirectParamSchema } from "@/lib/schemas/common";

const activeSchema = z.enum(["board", "list", "subtask"]);

/** /tasks/create?redirect=&active=&columnId=&parentId=&projectId= (spec §2). */
export const createTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  active: z.optional(activeSchema),
  columnId: z.optional(idSchema),
  parentId: z.optional(idSchema),
  projectId: z.optional(idSchema),
});

/** /tasks/{taskId}/edit?redirect=&parentId=&active= (spec §2). */
export const editTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  parentId: z.optional(idSchema),
  active: z.optional(activeSchema),
});

export const editTaskParamsSchema = z.object({ moduleId: idSchema, taskId: idSchema });
export const createTaskParamsSchema = z.object({ moduleId: idSchema });
