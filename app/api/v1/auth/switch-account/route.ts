import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { switchAccount } from "@/lib/server/workspaces/switch-workspace";

// POST /api/v1/auth/switch-account - move the session into another of the caller's workspaces ({ owner })
export const POST = withApi({ body: true }, async ({ actor, body }) => {
  const { claims, workspace } = await switchAccount(actor, body);
  const response = NextResponse.json({ accessToken: await signAccessToken(claims), workspace });
  await setSessionCookie(response, claims);
  return response;
});
