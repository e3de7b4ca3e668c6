import { NextResponse, type NextRequest } from "next/server";
import { emailSchema } from "@/lib/schemas/auth";
import { idSchema } from "@/lib/schemas/common";
import { requestMeta } from "@/lib/server/api/request";
import { appUrl } from "@/lib/server/env";
import { consume } from "@/lib/server/security/rate-limit";
import { SSO_FLOW_COOKIE, SSO_FLOW_MAX_AGE, startSignIn, workspaceForEmail } from "@/lib/server/sso/flow";

// GET /auth/sso/start?workspace=<id> (the settings' sign-in address, /sso-required) or
// ?email=<work address> (the /auth/sso form): off to the workspace's own provider, or back to
// /auth/sso saying why not. `redirect` is where to land afterwards (our own paths only).

function back(failure: string, email: string | null, redirect: string | null): NextResponse {
  const url = new URL("/auth/sso", appUrl());
  url.searchParams.set("error", failure);
  if (email) url.searchParams.set("email", email.slice(0, 254));
  if (redirect) url.searchParams.set("redirect", redirect.slice(0, 2000));
  return NextResponse.redirect(url, 303);
}

export async function GET(request: NextRequest): Promise<NextResponse> {
  const params = request.nextUrl.searchParams;
  const email = params.get("email")?.trim() || null;
  const redirect = params.get("redirect");
  try {
    await consume("authPerIp", requestMeta(request).ip);
  } catch {
    return back("rateLimited", email, redirect);
  }
  const requested = params.get("workspace");
  let workspaceId: string | null = null;
  if (requested) {
    const id = idSchema.safeParse(requested);
    if (!id.success) return back("noProvider", email, redirect);
    workspaceId = id.data;
  } else {
    const address = emailSchema.safeParse(email);
    if (!address.success) return back("invalidEmail", email, redirect);
    workspaceId = await workspaceForEmail(address.data);
  }
  if (!workspaceId) return back("noProvider", email, redirect);
  const started = await startSignIn(workspaceId, redirect);
  if ("failure" in started) return back(started.failure, email, redirect);
  const response = NextResponse.redirect(started.location, 303);
  response.cookies.set(SSO_FLOW_COOKIE, started.cookie, {
    httpOnly: true,
    sameSite: "lax",
    secure: appUrl().startsWith("https:"),
    path: "/auth/sso",
    maxAge: SSO_FLOW_MAX_AGE,
  });
  return response;
}
