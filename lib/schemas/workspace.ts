import { z } from "zod";
import { idSchema } from "./common";

// The type check is piped first: zod runs length checks even after a failed type check, so an
// array would otherwise also be "too short".
export const workspaceNameSchema = z
  .string({ error: "validation.workspaceNameRequired" })
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: "validation.workspaceNameRequired", abort: true })
      .min(3, "validation.workspaceNameMin")
      .max(100, "validation.workspaceNameMax"),
  );

/**
 * The spec's client sends `users: []` when it creates a workspace; members only ever join through
 * invitations, so anything but an empty list is refused rather than silently dropped.
 */
export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  users: z
    .array(z.unknown(), { error: "validation.workspaceUsersEmpty" })
    .max(0, "validation.workspaceUsersEmpty")
    .optional(),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

export const renameWorkspaceSchema = z.object({ name: workspaceNameSchema });
export type RenameWorkspaceInput = z.infer<typeof renameWorkspaceSchema>;

/** An id that may be missing or of another type: every failure reads 'Invalid id'. */
const anyIdSchema = z.string({ error: "validation.invalidId" }).pipe(idSchema);

export const workspaceParamsSchema = z.object({ workspaceId: anyIdSchema });

/** The spec calls the workspace to switch to its `owner`. */
export const switchWorkspaceSchema = z.object({ owner: anyIdSchema });
export type SwitchWorkspaceInput = z.infer<typeof switchWorkspaceSchema>;

/** The delete dialog: the typed text must equal the workspace's name exactly (spec §5). */
export const confirmsWorkspaceName = (typed: string, name: string) => typed === name;
