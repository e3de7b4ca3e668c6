import { z } from "zod";
import { redirectParamSchema } from "@/lib/routing/safe-redirect";
import { idSchema } from "@/lib/schemas/common";

const activeSchema = z.enum(["board", "list", "subtask"]);

/** /tasks/create?redirect=&active=&columnId=&parentId=&projectId= (spec §2). */
export const createTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  active: activeSchema.optional(),
  columnId: idSchema.optional(),
  parentId: idSchema.optional(),
  projectId: idSchema.optional(),
});

/** /tasks/{taskId}/edit?redirect=&parentId=&active= (spec §2). */
export const editTaskSearchSchema = z.object({
  redirect: redirectParamSchema,
  parentId: idSchema.optional(),
  active: activeSchema.optional(),
});

export const editTaskParamsSchema = z.object({ moduleId: idSchema, taskId: idSchema });
export const createTaskParamsSchema = z.object({ moduleId: idSchema });
