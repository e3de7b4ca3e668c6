import { NextResponse } from "next/server";
import { englishText } from "@/lib/i18n/messages";
import { withApi } from "@/lib/server/api/with-api";
import { clearSessionCookie } from "@/lib/server/api/session-cookie";
import { deleteSession } from "@/lib/server/auth/sessions";

// POST /api/v1/auth/logout - end this session (idempotent) and clear the cookie
export const POST = withApi({ auth: "optional" }, async ({ actor }) => {
  if (actor) await deleteSession(actor.sessionId, actor.userId);
  const response = NextResponse.json({ message: englishText("auth.loggedOut") });
  clearSessionCookie(response);
  return response;
});
