import { verifySsoDomain } from "@/lib/contracts/sso";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/sso/provider";

export const POST = serve(verifySsoDomain, async ({ actor, body }) => service.verifySsoDomain(actor, body));
