import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import { exportTable as endpoint } from "@/modules/database-generator/contracts/exchange";
import { exportTable } from "@/modules/database-generator/server/export";

export const GET = serve(endpoint, async ({ actor, params, query, meta }) =>
  downloadResponse(await exportTable(actor, params, query, meta.errorLocale)),
);
