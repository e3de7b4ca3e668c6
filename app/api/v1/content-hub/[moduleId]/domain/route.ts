import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createDomain, listDomains } from "@/modules/content-hub/server/domain";

// GET /api/v1/content-hub/{id}/domain - the connected domain (the key's last 4 characters only)
export const GET = withApi({}, async ({ actor, params, meta }) =>
  listDomains(actor, { moduleId: params.moduleId }, meta.errorLocale),
);

// POST /api/v1/content-hub/{id}/domain - connect a domain (replaces the old one); the new API key, once
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createDomain(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
