import { exportAuditLog } from "@/lib/contracts/audit-log";
import { downloadResponse } from "@/lib/server/api/download";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/audit/service";

export const GET = serve(exportAuditLog, async ({ actor, query }) =>
  downloadResponse(await service.exportAuditLog(actor, query)),
);
