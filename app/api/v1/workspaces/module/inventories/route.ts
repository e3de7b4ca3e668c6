import { moduleInventories } from "@/lib/contracts/modules";
import { serve } from "@/lib/server/api/serve";
import { listModuleInventories } from "@/lib/server/modules/module-inventories";

export const GET = serve(moduleInventories, async ({ actor }) => listModuleInventories(actor));
