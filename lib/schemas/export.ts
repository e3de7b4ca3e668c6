// The path of one workspace export (GET /api/v1/exports/{exportId}/download).
import * as z from "@/lib/zod";
import { idSchema } from "./common";
import { workspaceNameSchema } from "./workspace";

export const exportParamsSchema = z.object({ exportId: idSchema });

/** POST /api/v1/imports?name=…: the new workspace's name (the archive's when not given). */
export const importQuerySchema = z.object({ name: z.optional(workspaceNameSchema) });
