import { getSsoSettings, updateSsoSettings } from "@/lib/contracts/sso";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/sso/settings";

export const GET = serve(getSsoSettings, async ({ actor }) => service.getSsoSettings(actor));

export const PUT = serve(updateSsoSettings, async ({ actor, body }) =>
  service.updateSsoSettings(actor, body),
);
