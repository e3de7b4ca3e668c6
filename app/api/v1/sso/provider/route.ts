import { deleteSsoProvider, putSsoProvider } from "@/lib/contracts/sso";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/sso/provider";

export const PUT = serve(putSsoProvider, async ({ actor, body }) => service.putSsoProvider(actor, body));

export const DELETE = serve(deleteSsoProvider, async ({ actor }) => service.deleteSsoProvider(actor));
