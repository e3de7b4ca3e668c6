import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import { readContent } from "@/modules/file-management/contracts";
import { openContent } from "@/modules/file-management/server/content";

export const GET = serve(readContent, async ({ req, actor, params, query, meta }) => {
  const answer = await openContent(
    actor,
    params,
    query,
    { range: req.headers.get("range"), ifNoneMatch: req.headers.get("if-none-match") },
    meta.errorLocale,
  );
  const body = "body" in answer ? answer.body : null;
  return new NextResponse(body, { status: answer.status, headers: answer.headers });
});
