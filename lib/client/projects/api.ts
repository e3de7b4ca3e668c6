"use client";

// Typed calls of the project API (lib/contracts/projects.ts).
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type {
  addProjectMember,
  createProject,
  deleteProject,
  listProjects,
  updateProject,
} from "@/lib/contracts/projects";
import type { AddProjectMemberInput } from "@/lib/schemas/project-members";
import type { CreateProjectInput, ProjectListQuery, UpdateProjectInput } from "@/lib/schemas/project";

/** The project reads, cached by route and query (lib/client/query). */
export const projectQueries = {
  /** One page of the visible projects (updatedAt desc); `bookmarked` lists only the caller's bookmarks. */
  list: ({ page, limit, bookmarked }: Pick<ProjectListQuery, "page" | "limit" | "bookmarked">) =>
    endpointQuery<typeof listProjects>("GET /api/v1/workspaces/project", {
      query: { page, limit, bookmarked: bookmarked ? "true" : undefined },
    }),
};

export const projectApi = {
  /** One page of the visible projects (updatedAt desc); `bookmarked` lists only the caller's bookmarks. */
  list: ({ page, limit, bookmarked }: Pick<ProjectListQuery, "page" | "limit" | "bookmarked">) =>
    call<typeof listProjects>("GET /api/v1/workspaces/project", {
      query: { page, limit, bookmarked: bookmarked ? "true" : undefined },
    }),
  /** A project with the catalog modules placed on its grid, in one transaction. */
  create: (body: CreateProjectInput) =>
    call<typeof createProject>("POST /api/v1/workspaces/project", { body }),
  /** Name, visibility, cover image and the caller's bookmark: only the fields given change. */
  update: (projectId: string, body: UpdateProjectInput) =>
    call<typeof updateProject>("PATCH /api/v1/workspaces/project/{projectId}", {
      params: { projectId },
      body,
    }),
  remove: (projectId: string) =>
    call<typeof deleteProject>("DELETE /api/v1/workspaces/project/{projectId}", { params: { projectId } }),
  /** Adds a workspace member to the project with a role (or changes the role of one already there). */
  addMember: (projectId: string, body: AddProjectMemberInput) =>
    call<typeof addProjectMember>("POST /api/v1/workspace/project/{projectId}/member", {
      params: { projectId },
      body,
    }),
};
