// The workspace API (spec/workspace.md, spec/user-management.md): the caller's workspaces, their
// members and a member's project and module access, declared once: served by the route files under
// app/api/v1/workspace (invitations apart: lib/contracts/invitations.ts), called by
// lib/client/workspaces/api.ts and lib/client/user-management/api.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { memberDetailSchema, memberPageSchema, memberRemovedSchema } from "@/lib/members/types";
import {
  accessGrantSchema,
  accessParamsSchema,
  accessPayloadSchema,
  accessRowResultSchema,
} from "@/lib/schemas/access";
import {
  memberListParamsSchema,
  memberListQuerySchema,
  memberParamsSchema,
  updateMemberSchema,
} from "@/lib/schemas/members";
import { createWorkspaceSchema, renameWorkspaceSchema, workspaceParamsSchema } from "@/lib/schemas/workspace";
import { deletedWorkspaceAnswerSchema, workspaceSummarySchema } from "@/lib/workspaces/types";

const workspace = "/api/v1/workspace/{workspaceId}" as const;

export const listWorkspaces = defineEndpoint({
  method: "GET",
  path: "/api/v1/workspace",
  auth: "session",
  summary: "The caller's workspaces with their role, the active flag and the member count",
  response: z.array(workspaceSummarySchema),
});

export const createWorkspace = defineEndpoint({
  method: "POST",
  path: "/api/v1/workspace",
  auth: "session",
  summary: "Create a workspace owned by the caller (the session does not switch)",
  body: createWorkspaceSchema,
  response: workspaceSummarySchema,
  status: 201,
});

export const getWorkspace = defineEndpoint({
  method: "GET",
  path: workspace,
  auth: "session",
  summary: "One of the caller's workspaces",
  params: workspaceParamsSchema,
  response: workspaceSummarySchema,
});

export const renameWorkspace = defineEndpoint({
  method: "PATCH",
  path: workspace,
  auth: "session",
  summary: "Rename a workspace (owner and admins)",
  params: workspaceParamsSchema,
  body: renameWorkspaceSchema,
  response: workspaceSummarySchema,
});

export const deleteWorkspace = defineEndpoint({
  method: "DELETE",
  path: workspace,
  auth: "session",
  summary:
    "Delete a workspace and everything in it (owner; never the only one); answers fresh session claims as token and cookie",
  params: workspaceParamsSchema,
  response: deletedWorkspaceAnswerSchema,
});

export const listMembers = defineEndpoint({
  method: "GET",
  path: `${workspace}/member`,
  auth: "session",
  summary: "A page of the workspace's members, oldest first, filtered by name or e-mail, with the total",
  params: memberListParamsSchema,
  query: memberListQuerySchema,
  response: memberPageSchema,
});

export const getMember = defineEndpoint({
  method: "GET",
  path: `${workspace}/member/{memberId}`,
  auth: "session",
  summary: "One member (by user id) with the effective permissions",
  params: memberParamsSchema,
  response: memberDetailSchema,
});

export const updateMember = defineEndpoint({
  method: "PATCH",
  path: `${workspace}/member/{memberId}`,
  auth: "session",
  summary:
    "Change a member's role (owner = transfer ownership), custom role, access to all projects or permissions",
  params: memberParamsSchema,
  body: updateMemberSchema,
  response: memberDetailSchema,
});

export const removeMember = defineEndpoint({
  method: "DELETE",
  path: `${workspace}/member/{memberId}`,
  auth: "session",
  summary: "Remove a member from the workspace, or leave it (the caller's own id)",
  params: memberParamsSchema,
  response: memberRemovedSchema,
});

export const getMemberAccess = defineEndpoint({
  method: "GET",
  path: "/api/v1/workspace/access/{memberId}",
  auth: "session",
  summary: "A member's project and module access rows in the active workspace",
  params: accessParamsSchema,
  response: z.array(accessGrantSchema),
});

export const applyMemberAccess = defineEndpoint({
  method: "POST",
  path: "/api/v1/workspace/access/{memberId}",
  auth: "session",
  summary: "Apply access rows one by one, in order; one result per row",
  params: accessParamsSchema,
  body: accessPayloadSchema,
  response: z.array(accessRowResultSchema),
});
