import { revokeApiToken } from "@/lib/contracts/api-tokens";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/api-tokens/service";

export const DELETE = serve(revokeApiToken, async ({ actor, params }) => {
  await service.revokeApiToken(actor, params);
  return new Response(null, { status: 204 });
});
