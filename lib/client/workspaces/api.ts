"use client";

// Typed calls of the workspace API (/api/v1/workspace, /auth/switch-account).
import { api } from "@/lib/client/api";
import type {
  CreateWorkspaceInput,
  RenameWorkspaceInput,
  SwitchWorkspaceInput,
} from "@/lib/schemas/workspace";
import type { WorkspaceSummary } from "@/lib/workspaces/types";

/** DELETE /workspace/{id}: how many workspaces the caller has left (0 sends them to onboarding). */
export interface DeletedWorkspaceAnswer {
  workspace: { id: string; name: string };
  remainingWorkspaces: number;
}

export const workspaceApi = {
  /** The caller's workspaces with their role and the active flag. */
  list: () => api<WorkspaceSummary[]>("/workspace"),
  /** A new workspace of the caller's; members only ever join by invitation, so `users` is empty. */
  create: (name: string) =>
    api<WorkspaceSummary>("/workspace", { body: { name, users: [] } satisfies CreateWorkspaceInput }),
  rename: (workspaceId: string, body: RenameWorkspaceInput) =>
    api<WorkspaceSummary>(`/workspace/${workspaceId}`, { method: "PATCH", body }),
  remove: (workspaceId: string) =>
    api<DeletedWorkspaceAnswer>(`/workspace/${workspaceId}`, { method: "DELETE" }),
  /** Moves the session into another of the caller's workspaces (the spec calls it `owner`). */
  switchTo: (workspaceId: string) =>
    api<{ accessToken: string; workspace: { id: string; name: string } }>("/auth/switch-account", {
      body: { owner: workspaceId } satisfies SwitchWorkspaceInput,
    }),
};
