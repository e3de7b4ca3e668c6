import { NextResponse } from "next/server";
import type { AuthMessage } from "@/lib/auth/types";
import { logout } from "@/lib/contracts/auth";
import { englishText } from "@/lib/i18n/messages";
import { serve } from "@/lib/server/api/serve";
import { clearSessionCookie } from "@/lib/server/api/session-cookie";
import { deleteSession } from "@/lib/server/auth/sessions";

// Idempotent: without a session there is nothing to end, and the cookie is cleared either way.
export const POST = serve(logout, async ({ actor }) => {
  if (actor) await deleteSession(actor.sessionId, actor.userId);
  const response = NextResponse.json({ message: englishText("auth.loggedOut") } satisfies AuthMessage);
  clearSessionCookie(response);
  return response;
});
