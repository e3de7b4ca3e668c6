import { revokeServiceToken } from "@/lib/contracts/service-tokens";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/api-tokens/service-tokens";

export const DELETE = serve(revokeServiceToken, async ({ actor, params }) => {
  await service.revokeServiceToken(actor, params);
  return new Response(null, { status: 204 });
});
