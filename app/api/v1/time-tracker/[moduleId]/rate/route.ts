import { withApi } from "@/lib/server/api/with-api";
import { getRates, updateRates } from "@/modules/time-tracker/server/rates";

// GET /api/v1/time-tracker/{id}/rate - the module's currency and hourly rate (people's own rates for its admins)
export const GET = withApi({}, async ({ actor, params, meta }) =>
  getRates(actor, params.moduleId, meta.errorLocale),
);

// PUT /api/v1/time-tracker/{id}/rate - set the currency, the module's rate and people's own rates (module admins)
export const PUT = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  updateRates(actor, { moduleId: params.moduleId, body }, meta.errorLocale),
);
