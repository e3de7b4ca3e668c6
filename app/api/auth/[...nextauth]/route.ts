import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { nextAuthOptions } from "@/lib/server/auth/next-auth-options";
import { LINK_INTENT_COOKIE } from "@/lib/server/users/connected-accounts";

// GET|POST /api/auth/* - next-auth's OAuth endpoints (Google sign-in when configured). A profile's
// Connect rides in the link-intent cookie: read here, handed to the callbacks, and cleared once the
// provider's callback has used it.
async function handler(req: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const linkIntent = req.cookies.get(LINK_INTENT_COOKIE)?.value;
  const response: Response = await NextAuth(nextAuthOptions({ linkIntent }))(req, context);
  if (!linkIntent || (await context.params).nextauth[0] !== "callback") return response;
  // A redirect's headers may be immutable: the answer is copied with the clearing cookie added.
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", `${LINK_INTENT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { handler as GET, handler as POST };
