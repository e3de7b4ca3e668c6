import { withApi } from "@/lib/server/api/with-api";
import { listModuleInventories } from "@/lib/server/modules/module-inventories";

// GET /api/v1/workspaces/module/inventories - the catalog with how many of each module the workspace holds
export const GET = withApi({}, async ({ actor }) => listModuleInventories(actor));
