import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { unlockSharedDashboard } from "@/modules/data-visualization/contracts/shares";
import { unlockShare } from "@/modules/data-visualization/server/public-dashboard";

export const POST = serve(unlockSharedDashboard, async ({ params, query, body, meta }) => {
  const { dashboard, cookie } = await unlockShare(params.token, {
    password: body.password,
    zone: query.zone,
    ip: meta.ip,
    locale: meta.errorLocale,
  });
  const response = NextResponse.json(dashboard);
  if (cookie) response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
