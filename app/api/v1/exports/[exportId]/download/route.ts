import { downloadExport } from "@/lib/contracts/export";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/export/service";

export const GET = serve(downloadExport, async ({ actor, params }) => service.downloadExport(actor, params));
