import { createApiToken, listApiTokens } from "@/lib/contracts/api-tokens";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/api-tokens/service";

export const GET = serve(listApiTokens, async ({ actor }) => service.listApiTokens(actor));

export const POST = serve(createApiToken, async ({ actor, body }) => service.createApiToken(actor, body));
