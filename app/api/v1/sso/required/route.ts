import { setSsoRequired } from "@/lib/contracts/sso";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/sso/settings";

export const PUT = serve(setSsoRequired, async ({ actor, body }) => service.setSsoRequired(actor, body));
