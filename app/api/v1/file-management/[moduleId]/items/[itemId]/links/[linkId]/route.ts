import { NextResponse } from "next/server";
import { serve } from "@/lib/server/api/serve";
import {
  revokeLink as revokeEndpoint,
  updateLink as updateEndpoint,
} from "@/modules/file-management/contracts/links";
import { revokeLink, updateLink } from "@/modules/file-management/server/links";

export const PATCH = serve(updateEndpoint, async ({ actor, params, body, meta }) =>
  updateLink(actor, params, body, meta.errorLocale),
);

export const DELETE = serve(revokeEndpoint, async ({ actor, params, meta }) => {
  await revokeLink(actor, params, meta.errorLocale);
  return new NextResponse(null, { status: 204 });
});
