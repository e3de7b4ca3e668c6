// The project API (spec/shell.md §3–§5, §7): the active workspace's projects, a project's members and
// the workspace's module integrations,
// declared once: served by the route files under app/api/v1/workspaces/project and
// app/api/v1/workspace/project, called by lib/client/projects/api.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { workspaceIntegrationsSchema } from "@/lib/integrations/types";
import { workspaceIntegrationsQuerySchema } from "@/lib/schemas/integrations";
import { projectMemberRowSchema } from "@/lib/project-members/types";
import { deletedProjectSchema, projectListItemSchema, projectViewSchema } from "@/lib/projects/types";
import {
  createProjectSchema,
  projectListQuerySchema,
  projectParamsSchema,
  updateProjectSchema,
} from "@/lib/schemas/project";
import {
  addProjectMemberSchema,
  projectMemberListParamsSchema,
  projectMemberParamsSchema,
  updateProjectMemberSchema,
} from "@/lib/schemas/project-members";

const projects = "/api/v1/workspaces/project" as const;
const members = "/api/v1/workspace/project/{projectId}/member" as const;

export const listProjects = defineEndpoint({
  method: "GET",
  path: projects,
  auth: "session",
  summary: "A page of the visible projects, most recently updated first (only bookmarked ones on request)",
  query: projectListQuerySchema,
  response: z.array(projectListItemSchema),
});

export const createProject = defineEndpoint({
  method: "POST",
  path: projects,
  auth: "session",
  summary: "Create a project in the active workspace with catalog modules placed on its grid",
  body: createProjectSchema,
  response: projectViewSchema,
  status: 201,
});

export const getProject = defineEndpoint({
  method: "GET",
  path: `${projects}/{projectId}`,
  auth: "session",
  summary: "One visible project of the active workspace",
  params: projectParamsSchema,
  response: projectViewSchema,
});

export const updateProject = defineEndpoint({
  method: "PATCH",
  path: `${projects}/{projectId}`,
  auth: "session",
  summary: "Change a project's name, visibility, cover image or the caller's bookmark",
  params: projectParamsSchema,
  body: updateProjectSchema,
  response: projectViewSchema,
});

export const deleteProject = defineEndpoint({
  method: "DELETE",
  path: `${projects}/{projectId}`,
  auth: "session",
  summary: "Delete a project with its modules (workspace or project admins)",
  params: projectParamsSchema,
  response: deletedProjectSchema,
});

export const listProjectMembers = defineEndpoint({
  method: "GET",
  path: members,
  auth: "session",
  summary: "The project's members (followers), oldest first",
  params: projectMemberListParamsSchema,
  response: z.array(projectMemberRowSchema),
});

export const addProjectMember = defineEndpoint({
  method: "POST",
  path: members,
  auth: "session",
  summary: "Give a workspace member a role on the project (201 when added, 200 when the role changed)",
  params: projectMemberListParamsSchema,
  body: addProjectMemberSchema,
  response: projectMemberRowSchema,
  status: 201,
  otherStatuses: [200],
});

export const updateProjectMember = defineEndpoint({
  method: "PATCH",
  path: `${members}/{memberId}`,
  auth: "session",
  summary: "Change a project member's role",
  params: projectMemberParamsSchema,
  body: updateProjectMemberSchema,
  response: projectMemberRowSchema,
});

export const removeProjectMember = defineEndpoint({
  method: "DELETE",
  path: `${members}/{memberId}`,
  auth: "session",
  summary: "Take a member (by user id) off the project, with their access to its modules",
  params: projectMemberParamsSchema,
  response: z.object({ removed: z.literal(true) }),
});

export const listWorkspaceIntegrations = defineEndpoint({
  method: "GET",
  path: "/api/v1/workspaces/integration",
  auth: "session",
  summary:
    "The active workspace's module integrations the caller can see, newest first, each with what it does, and the pairs of kinds that may be linked",
  query: workspaceIntegrationsQuerySchema,
  response: workspaceIntegrationsSchema,
});
