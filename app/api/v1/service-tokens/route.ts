import { createServiceToken, listServiceTokens } from "@/lib/contracts/service-tokens";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/api-tokens/service-tokens";

export const GET = serve(listServiceTokens, async ({ actor }) => service.listServiceTokens(actor));

export const POST = serve(createServiceToken, async ({ actor, body }) =>
  service.createServiceToken(actor, body),
);
