"use client";

// Typed calls of the workspace API (lib/contracts/workspaces.ts) and of switching the session's
// workspace (lib/contracts/auth.ts).
import { call } from "@/lib/client/api";
import type { switchAccount } from "@/lib/contracts/auth";
import type {
  createWorkspace,
  deleteWorkspace,
  listWorkspaces,
  renameWorkspace,
} from "@/lib/contracts/workspaces";
import type { RenameWorkspaceInput } from "@/lib/schemas/workspace";

export const workspaceApi = {
  /** The caller's workspaces with their role and the active flag. */
  list: () => call<typeof listWorkspaces>("GET /api/v1/workspace", {}),
  /** A new workspace of the caller's; members only ever join by invitation, so `users` is empty. */
  create: (name: string) =>
    call<typeof createWorkspace>("POST /api/v1/workspace", { body: { name, users: [] } }),
  rename: (workspaceId: string, body: RenameWorkspaceInput) =>
    call<typeof renameWorkspace>("PATCH /api/v1/workspace/{workspaceId}", { params: { workspaceId }, body }),
  /** Deletes the workspace; answers how many the caller has left (0 sends them to onboarding). */
  remove: (workspaceId: string) =>
    call<typeof deleteWorkspace>("DELETE /api/v1/workspace/{workspaceId}", { params: { workspaceId } }),
  /** Moves the session into another of the caller's workspaces (the spec calls it `owner`). */
  switchTo: (workspaceId: string) =>
    call<typeof switchAccount>("POST /api/v1/auth/switch-account", { body: { owner: workspaceId } }),
};
