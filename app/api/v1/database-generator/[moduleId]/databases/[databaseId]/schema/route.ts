import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { exportSchema as endpoint } from "@/modules/database-generator/contracts/exchange";
import { exportSchema } from "@/modules/database-generator/server/export";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  downloadResponse(await exportSchema(actor, params, query, meta.errorLocale)),
);
