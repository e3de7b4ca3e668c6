import { NextResponse, type NextRequest } from "next/server";
import { decideRoute } from "@/lib/routing/decide-route";
import { decodeSessionCookie, sessionCookieName } from "@/lib/server/auth/session-token";

// Next 16's proxy (formerly middleware): the cheap routing guard. It only reads the signed session
// cookie; each page still loads its actor through a service, which checks the session row.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await decodeSessionCookie(request.cookies.get(sessionCookieName())?.value);
  const target = decideRoute(pathname, search, claims);
  if (!target) return NextResponse.next();
  return NextResponse.redirect(new URL(target, request.url));
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ["/((?!api/|_next/|socket.io|.*\\.[a-zA-Z0-9]+$).*)"],
};
