import { serve } from "@/lib/server/api/serve";
import { notFound } from "@/lib/server/errors";
import { createColumn as createColumnEndpoint, listColumns } from "@/modules/task-management/contracts";
import { createColumn } from "@/modules/task-management/server/columns/create-column";
import { getBoard } from "@/modules/task-management/server/get-board";

export const GET = serve(listColumns, async ({ actor, params, meta }) => {
  const board = await getBoard(actor, params, meta.errorLocale);
  if (board.id !== params.boardId) throw notFound("errors.boardNotFound");
  return { data: board.columns };
});

export const POST = serve(createColumnEndpoint, async ({ actor, params, body }) =>
  createColumn(actor, { ...params, body }),
);
