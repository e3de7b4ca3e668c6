import { listAuditLog } from "@/lib/contracts/audit-log";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/audit/service";

export const GET = serve(listAuditLog, async ({ actor, query }) => service.listAuditLog(actor, query));
