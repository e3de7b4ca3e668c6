import { z } from "zod";
import { idSchema } from "./common";

export const workspaceNameSchema = z
  .string({ error: "validation.workspaceNameRequired" })
  .trim()
  .min(1, "validation.workspaceNameRequired")
  .min(3, "validation.workspaceNameMin")
  .max(100, "validation.workspaceNameMax");

export const createWorkspaceSchema = z.object({ name: workspaceNameSchema });
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

/** The spec calls the workspace to switch to its `owner`. */
export const switchWorkspaceSchema = z.object({ owner: idSchema });
export type SwitchWorkspaceInput = z.infer<typeof switchWorkspaceSchema>;
