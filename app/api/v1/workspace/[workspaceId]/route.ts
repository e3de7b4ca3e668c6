import { NextResponse } from "next/server";
import {
  deleteWorkspace as deleteWorkspaceEndpoint,
  getWorkspace as getWorkspaceEndpoint,
  renameWorkspace as renameWorkspaceEndpoint,
} from "@/lib/contracts/workspaces";
import { serve } from "@/lib/server/api/serve";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { deleteWorkspace } from "@/lib/server/workspaces/delete-workspace";
import { getWorkspace } from "@/lib/server/workspaces/get-workspace";
import { renameWorkspace } from "@/lib/server/workspaces/rename-workspace";
import type { DeletedWorkspaceAnswer } from "@/lib/workspaces/types";

export const GET = serve(getWorkspaceEndpoint, async ({ actor, params }) =>
  getWorkspace(actor, params.workspaceId),
);

export const PATCH = serve(renameWorkspaceEndpoint, async ({ actor, params, body }) =>
  renameWorkspace(actor, params.workspaceId, body),
);

export const DELETE = serve(deleteWorkspaceEndpoint, async ({ actor, params }) => {
  const { workspace, claims } = await deleteWorkspace(actor, params.workspaceId);
  // The caller's session may have been in it: hand back fresh claims as token and cookie.
  const answer: DeletedWorkspaceAnswer = {
    workspace,
    accessToken: await signAccessToken(claims),
    remainingWorkspaces: claims.workspaces,
  };
  const response = NextResponse.json(answer);
  await setSessionCookie(response, claims);
  return response;
});
