import { NextResponse } from "next/server";
import type { SwitchedAccountAnswer } from "@/lib/auth/types";
import { switchAccount as switchAccountEndpoint } from "@/lib/contracts/auth";
import { serve } from "@/lib/server/api/serve";
import { setSessionCookie } from "@/lib/server/api/session-cookie";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { switchAccount } from "@/lib/server/workspaces/switch-workspace";

export const POST = serve(switchAccountEndpoint, async ({ actor, body }) => {
  const { claims, workspace } = await switchAccount(actor, body);
  const answer: SwitchedAccountAnswer = { accessToken: await signAccessToken(claims), workspace };
  const response = NextResponse.json(answer);
  await setSessionCookie(response, claims);
  return response;
});
