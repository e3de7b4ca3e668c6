import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/server/auth/next-auth-options";

// GET|POST /api/auth/* - next-auth's OAuth endpoints (Google sign-in when configured)
function handler(req: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(nextAuthOptions())(req, context);
}

export { handler as GET, handler as POST };
