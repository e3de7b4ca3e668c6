import { NextResponse, type NextRequest } from "next/server";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { appUrl } from "@/lib/server/env";
import { finishSignIn, SSO_FLOW_COOKIE } from "@/lib/server/sso/flow";
import { ssoCallbackUrl } from "@/lib/server/sso/oidc-client";

// GET /auth/sso/callback: where a workspace's provider sends the browser back (the redirect URI its
// owner registered). Signed in: on to where the sign-in started, with the session cookie; otherwise
// /auth/sso says why. The flow's cookie is spent either way.

export async function GET(request: NextRequest): Promise<NextResponse> {
  const result = await finishSignIn(
    `${ssoCallbackUrl()}${request.nextUrl.search}`,
    request.cookies.get(SSO_FLOW_COOKIE)?.value,
    request.headers.get("user-agent"),
  );
  const response =
    "failure" in result
      ? NextResponse.redirect(new URL(`/auth/sso?error=${result.failure}`, appUrl()), 303)
      : NextResponse.redirect(new URL(result.redirectTo, appUrl()), 303);
  if (!("failure" in result)) await setSessionCookie(response, result.claims);
  response.cookies.set(SSO_FLOW_COOKIE, "", { path: "/auth/sso", maxAge: 0 });
  return response;
}
