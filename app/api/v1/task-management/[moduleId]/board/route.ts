import { NextResponse } from "next/server";
import { createBoardSchema } from "@/modules/task-management/schemas/tasks";
import { withApi } from "@/lib/server/api/with-api";
import { getBoard } from "@/modules/task-management/server/get-board";
import { parseInput } from "@/lib/server/validation";

// GET /api/v1/task-management/{id}/board - the module's board with its columns and counts
export const GET = withApi({}, async ({ actor, params, meta }) => ({
  data: [await getBoard(actor, params, meta.errorLocale)],
}));

// POST /api/v1/task-management/{id}/board - the module's board, created with default columns if missing
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) => {
  parseInput(createBoardSchema, body ?? {});
  return NextResponse.json(await getBoard(actor, params, meta.errorLocale), { status: 201 });
});
