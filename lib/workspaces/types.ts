// Workspace data shapes, shared by the services, the route handlers and the client, as the schemas of
// the answers (lib/contracts/workspaces.ts); each type is its schema's output.
import * as z from "@/lib/zod";
import { ROLES } from "@/lib/schemas/permissions";

/** A workspace of the caller's, as the API and the workspace screens show it. */
export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The owner's user id. */
  owner: z.string(),
  /** The actor's role in the workspace. */
  role: z.enum(ROLES),
  active: z.boolean(),
  followers: z.object({ count: z.number() }),
});
export type WorkspaceSummary = z.output<typeof workspaceSummarySchema>;

/**
 * DELETE /workspace/{id}: the deleted workspace, the caller's fresh access token (the session may
 * have been in it; the cookie is set too) and how many workspaces they have left (0 sends them to
 * onboarding).
 */
export const deletedWorkspaceAnswerSchema = z.object({
  workspace: z.object({ id: z.string(), name: z.string() }),
  accessToken: z.string(),
  remainingWorkspaces: z.number(),
});
export type DeletedWorkspaceAnswer = z.output<typeof deletedWorkspaceAnswerSchema>;
