import { listImports, startImport } from "@/lib/contracts/export";
import { serve } from "@/lib/server/api/serve";
import * as service from "@/lib/server/export/import-service";

export const GET = serve(listImports, async ({ actor }) => service.listImports(actor));

// The body is the ZIP itself, streamed to disk by the service (the contract declares no JSON body).
export const POST = serve(startImport, async ({ actor, req, query }) =>
  service.startImport(actor, req, query),
);
