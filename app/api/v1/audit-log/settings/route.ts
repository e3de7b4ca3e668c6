import { getAuditSettings, updateAuditSettings } from "@/lib/contracts/audit-log";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/audit/service";

export const GET = serve(getAuditSettings, async ({ actor }) => service.getAuditSettings(actor));

export const PATCH = serve(updateAuditSettings, async ({ actor, body }) =>
  service.updateAuditSettings(actor, body),
);
