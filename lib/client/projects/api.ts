"use client";

// Typed calls of the project API (/api/v1/workspaces/project, /workspace/project/{id}/member).
import { api } from "@/lib/client/api";
import type { AddProjectMemberInput } from "@/lib/schemas/project-members";
import type { CreateProjectInput, ProjectListQuery, UpdateProjectInput } from "@/lib/schemas/project";
import type { ProjectMemberRow } from "@/lib/project-members/types";
import type { ProjectListItem, ProjectView } from "@/lib/projects/types";

export const projectApi = {
  /** One page of the visible projects (updatedAt desc); `bookmarked` lists only the caller's bookmarks. */
  list: ({ page, limit, bookmarked }: Pick<ProjectListQuery, "page" | "limit" | "bookmarked">) => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (bookmarked) query.set("bookmarked", "true");
    return api<ProjectListItem[]>(`/workspaces/project?${query}`);
  },
  /** A project with the catalog modules placed on its grid, in one transaction. */
  create: (body: CreateProjectInput) => api<ProjectView>("/workspaces/project", { body }),
  /** Name, visibility, cover image and the caller's bookmark: only the fields given change. */
  update: (projectId: string, body: UpdateProjectInput) =>
    api<ProjectView>(`/workspaces/project/${projectId}`, { method: "PATCH", body }),
  remove: (projectId: string) =>
    api<{ id: string }>(`/workspaces/project/${projectId}`, { method: "DELETE" }),
  /** Adds a workspace member to the project with a role (or changes the role of one already there). */
  addMember: (projectId: string, body: AddProjectMemberInput) =>
    api<ProjectMemberRow>(`/workspace/project/${projectId}/member`, { body }),
};
