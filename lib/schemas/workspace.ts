import * as z from "@/lib/zod";
import { idSchema, nameSchema } from "./common";

export const workspaceNameSchema = nameSchema({
  required: "validation.workspaceNameRequired",
  min: "validation.workspaceNameMin",
  max: "validation.workspaceNameMax",
});

/**
 * The spec's client sends `users: []` when it creates a workspace; members only ever join through
 * invitations, so anything but an empty list is refused rather than silently dropped.
 */
export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  users: z.optional(
    z
      .array(z.unknown(), { error: "validation.workspaceUsersEmpty" })
      .check(z.maxLength(0, "validation.workspaceUsersEmpty")),
  ),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

export const renameWorkspaceSchema = z.object({ name: workspaceNameSchema });
export type RenameWorkspaceInput = z.infer<typeof renameWorkspaceSchema>;

/** An id that may be missing or of another type: every failure reads 'Invalid id'. */
const anyIdSchema = z.pipe(z.string({ error: "validation.invalidId" }), idSchema);

export const workspaceParamsSchema = z.object({ workspaceId: anyIdSchema });

/** The spec calls the workspace to switch to its `owner`. */
export const switchWorkspaceSchema = z.object({ owner: anyIdSchema });
export type SwitchWorkspaceInput = z.infer<typeof switchWorkspaceSchema>;

/** The delete dialog: the typed text must equal the workspace's name exactly (spec §5). */
export const confirmsWorkspaceName = (typed: string, name: string) => typed === name;
