"use client";

// Typed calls of the workspace API (lib/contracts/workspaces.ts) and of switching the session's
// workspace (lib/contracts/auth.ts).
import { call } from "@/lib/client/api";
import { switchAccount } from "@/lib/contracts/auth";
import {
  createWorkspace,
  deleteWorkspace,
  listWorkspaces,
  renameWorkspace,
} from "@/lib/contracts/workspaces";
import type { RenameWorkspaceInput } from "@/lib/schemas/workspace";

export const workspaceApi = {
  /** The caller's workspaces with their role and the active flag. */
  list: () => call(listWorkspaces, {}),
  /** A new workspace of the caller's; members only ever join by invitation, so `users` is empty. */
  create: (name: string) => call(createWorkspace, { body: { name, users: [] } }),
  rename: (workspaceId: string, body: RenameWorkspaceInput) =>
    call(renameWorkspace, { params: { workspaceId }, body }),
  /** Deletes the workspace; answers how many the caller has left (0 sends them to onboarding). */
  remove: (workspaceId: string) => call(deleteWorkspace, { params: { workspaceId } }),
  /** Moves the session into another of the caller's workspaces (the spec calls it `owner`). */
  switchTo: (workspaceId: string) => call(switchAccount, { body: { owner: workspaceId } }),
};
