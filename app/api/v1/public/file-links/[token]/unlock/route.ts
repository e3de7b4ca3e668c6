import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { unlockLink as endpoint } from "@/modules/file-management/contracts/links";
import { unlockLink } from "@/modules/file-management/server/public-links";

export const POST = serve(endpoint, async ({ params, body, meta }) => {
  const { link, cookie } = await unlockLink(params.token, body.password, meta.ip);
  const response = NextResponse.json(link);
  if (cookie) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
