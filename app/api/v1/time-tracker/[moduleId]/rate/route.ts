import { serve } from "@/lib/server/api/serve";
import {
  getRates as getRatesEndpoint,
  updateRates as updateRatesEndpoint,
} from "@/modules/time-tracker/contracts";
import { getRates, updateRates } from "@/modules/time-tracker/server/rates";

export const GET = serve(getRatesEndpoint, async ({ actor, params, meta }) =>
  getRates(actor, params.moduleId, meta.errorLocale),
);

export const PUT = serve(updateRatesEndpoint, async ({ actor, params, body, meta }) =>
  updateRates(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
