import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { newId } from "@/lib/server/ids";
import type { TaskActivityRow } from "@/modules/task-management/shared/types";

type Tx = Prisma.TransactionClient;
export type ActivityChanges = TaskActivityRow["changes"];

/**
 * Activity rows for one change, written with the transaction of the change itself, so a change and
 * its history commit or fail together. Names are stored as they were, as a history should.
 */
export async function writeActivity(
  tx: Tx,
  entry: {
    boardId: string;
    taskId: string;
    actorId: string;
    at?: Date;
    /** For a 'moved' row: its columns and, for a top-level task, the task's creation (see the schema). */
    move?: { fromColumnId: string; toColumnId: string; taskCreatedAt: Date | null };
  },
  changes: ActivityChanges[],
): Promise<void> {
  if (changes.length === 0) return;
  // One timestamp per change set (the change's own, when given), a millisecond apart, so
  // newest-first keeps their order.
  const now = entry.at?.getTime() ?? Date.now();
  await tx.taskActivity.createMany({
    data: changes.map((change, index) => ({
      id: newId(),
      boardId: entry.boardId,
      taskId: entry.taskId,
      actorId: entry.actorId,
      actionType: change.type,
      changes: change as unknown as Prisma.InputJsonValue,
      createdAt: new Date(now + index),
      ...(change.type === "moved" ? entry.move : undefined),
    })),
  });
}
