import { serve } from "@/lib/server/api/serve";
import { listBoards as listBoardsEndpoint } from "@/modules/meeting-room/contracts";
import { listBoards } from "@/modules/meeting-room/server/board/boards";

export const GET = serve(listBoardsEndpoint, async ({ actor, params, query, meta }) =>
  listBoards(actor, params.moduleId, query.cursor, meta.errorLocale),
);
