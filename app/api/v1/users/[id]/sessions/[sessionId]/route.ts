import { NextResponse } from "next/server";
import { revokeSession } from "@/lib/contracts/users";
import { serve } from "@/lib/server/api/serve";
import { clearSessionCookie } from "@/lib/server/api/session-cookie";
import { revokeUserSession } from "@/lib/server/users/user-sessions";

// Signing out this very session clears its cookie too (a logout).
export const DELETE = serve(revokeSession, async ({ actor, params }) => {
  const { current } = await revokeUserSession(actor, params);
  const response = new NextResponse(null, { status: 204 });
  if (current) clearSessionCookie(response);
  return response;
});
