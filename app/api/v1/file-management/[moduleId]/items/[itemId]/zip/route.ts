import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { zipFolder as endpoint } from "@/modules/file-management/contracts";
import { zipFolder } from "@/modules/file-management/server/content";

export const GET = serve(endpoint, async ({ actor, params, meta }) => {
  const zip = await zipFolder(actor, params, meta.errorLocale);
  return new NextResponse(zip.body, { headers: zip.headers });
});
