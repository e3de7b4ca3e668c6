import { NextResponse } from "next/server";
import { startAccountLink as startEndpoint } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { sessionCookieName } from "@/lib/server/auth/session-token";
import {
  LINK_INTENT_COOKIE,
  LINK_INTENT_MAX_AGE,
  startAccountLink,
} from "@/lib/server/users/connected-accounts";

// The intent rides in an httpOnly cookie through the provider's redirects, back to next-auth's callback.
export const POST = serve(startEndpoint, async ({ actor, params }) => {
  const { provider, cookie } = await startAccountLink(actor, params);
  const response = NextResponse.json({ provider });
  response.cookies.set(LINK_INTENT_COOKIE, cookie, {
    httpOnly: true,
    sameSite: "lax",
    // Secure exactly when the session cookie is (an https APP_URL).
    secure: sessionCookieName().startsWith("__Secure-"),
    path: "/",
    maxAge: LINK_INTENT_MAX_AGE,
  });
  return response;
});
