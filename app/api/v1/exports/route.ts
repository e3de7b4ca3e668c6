import { listExports, startExport } from "@/lib/contracts/export";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/export/service";

export const GET = serve(listExports, async ({ actor }) => service.listExports(actor));

export const POST = serve(startExport, async ({ actor, meta }) => service.startExport(actor, meta));
