import { NextResponse } from "next/server";
import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { linkDownload as endpoint } from "@/modules/file-management/contracts/links";
import { linkDownload } from "@/modules/file-management/server/public-links";

export const GET = serve(endpoint, async ({ req, params, query, meta }) => {
  const found = await linkDownload(
    params.token,
    (name) => req.cookies.get(name)?.value,
    query,
    { range: req.headers.get("range") },
    { ip: meta.ip, userAgent: meta.userAgent },
  );
  if (found.kind === "zip") return downloadResponse(found.zip);
  const { answer } = found;
  return new NextResponse("body" in answer ? answer.body : null, {
    status: answer.status,
    headers: answer.headers,
  });
});
