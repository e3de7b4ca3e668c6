import { serve } from "@/lib/server/api/serve";
import * as endpoints from "@/modules/content-hub/contracts";
import { createDomain } from "@/modules/content-hub/server/domain/create-domain";
import { listDomains } from "@/modules/content-hub/server/domain/list-domains";

export const GET = serve(endpoints.listDomains, async ({ actor, params, meta }) =>
  listDomains(actor, { moduleId: params.moduleId }, meta.errorLocale),
);

export const POST = serve(endpoints.createDomain, async ({ actor, params, body, meta }) =>
  createDomain(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
