import { serve } from "@/lib/server/api/serve";
import { startConversion as endpoint } from "@/modules/database-generator/contracts";
import { startConversion } from "@/modules/database-generator/server/conversions";

export const POST = serve(endpoint, async ({ actor, params, body, meta }) =>
  startConversion(actor, params, body, meta.errorLocale),
);
