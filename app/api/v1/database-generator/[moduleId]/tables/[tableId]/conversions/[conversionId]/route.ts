import { serve } from "@/lib/server/api/serve";
import { getConversion as endpoint } from "@/modules/database-generator/contracts";
import { getConversion } from "@/modules/database-generator/server/conversions";

export const GET = serve(endpoint, async ({ actor, params, meta }) =>
  getConversion(actor, params, meta.errorLocale),
);
