import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { notFound } from "@/lib/server/errors";
import { createColumn } from "@/modules/task-management/server/columns/create-column";
import { getBoard } from "@/modules/task-management/server/get-board";

// GET /api/v1/task-management/{id}/board/{boardId}/column - the board's columns in order
export const GET = withApi({}, async ({ actor, params, meta }) => {
  const board = await getBoard(actor, params, meta.errorLocale);
  if (board.id !== params.boardId?.toLowerCase()) throw notFound("errors.boardNotFound");
  return { data: board.columns };
});

// POST /api/v1/task-management/{id}/board/{boardId}/column - a column { name?, color? } at the end
export const POST = withApi({ body: true }, async ({ actor, params, body }) =>
  NextResponse.json(await createColumn(actor, { ...params, body }), { status: 201 }),
);
