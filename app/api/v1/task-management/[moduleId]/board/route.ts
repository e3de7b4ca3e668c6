import { serve } from "@/lib/server/api/serve";
import { createBoard, getBoard as getBoardEndpoint } from "@/modules/task-management/contracts";
import { getBoard } from "@/modules/task-management/server/get-board";

export const GET = serve(getBoardEndpoint, async ({ actor, params, meta }) => ({
  data: [await getBoard(actor, params, meta.errorLocale)],
}));

// The board exists with the module; a POST answers it (created with the default columns if missing).
export const POST = serve(createBoard, async ({ actor, params, meta }) =>
  getBoard(actor, params, meta.errorLocale),
);
