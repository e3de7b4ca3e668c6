import * as z from "@/lib/zod";
import { idSchema } from "./common";

// The type check is piped first: zod runs length checks even after a failed type check, so an
// array would otherwise also be "too short".
export const workspaceNameSchema = z.pipe(
  z.string({ error: "validation.workspaceNameRequired" }),
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: "validation.workspaceNameRequired", abort: true }),
      z.minLength(3, "validation.workspaceNameMin"),
      z.maxLength(100, "validation.workspaceNameMax"),
    ),
);

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
