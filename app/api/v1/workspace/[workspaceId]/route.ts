import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { deleteWorkspace } from "@/lib/server/workspaces/delete-workspace";
import { getWorkspace } from "@/lib/server/workspaces/get-workspace";
import { renameWorkspace } from "@/lib/server/workspaces/rename-workspace";

// GET /api/v1/workspace/{workspaceId} - one of the caller's workspaces
export const GET = withApi({}, async ({ actor, params }) => getWorkspace(actor, params.workspaceId));

// PATCH /api/v1/workspace/{workspaceId} - rename it (owner and admins)
export const PATCH = withApi({ body: true }, async ({ actor, params, body }) =>
  renameWorkspace(actor, params.workspaceId, body),
);

// DELETE /api/v1/workspace/{workspaceId} - delete it and everything in it (owner; never the only one)
export const DELETE = withApi({}, async ({ actor, params }) => {
  const { workspace, claims } = await deleteWorkspace(actor, params.workspaceId);
  // The caller's session may have been in it: hand back fresh claims as token and cookie.
  const response = NextResponse.json({
    workspace,
    accessToken: await signAccessToken(claims),
    remainingWorkspaces: claims.workspaces,
  });
  await setSessionCookie(response, claims);
  return response;
});
