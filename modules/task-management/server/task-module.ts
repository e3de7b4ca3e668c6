import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import {
  assertManageModuleMembers,
  assertModuleCan,
  moduleScope,
  type ModuleAction,
  type ModuleScope,
} from "@/lib/server/modules/module-scope";
import { DROP_ORDER_STEP } from "@/modules/task-management/shared/drop-order";
import { keyPrefix } from "@/lib/tasks/task-key";

export const TASK_MANAGEMENT_TAG = "TaskManagement";

/** A task-management module the actor may read (the module gate's scope) and its board. */
export interface TaskModuleScope extends ModuleScope {
  boardId: string;
  keyPrefix: string;
  /** access.edit: the board's general write right (moves, edits, columns). */
  write: boolean;
  manageMembers: boolean;
}

type Board = { id: string; keyPrefix: string };

/** The built-in columns of a new board: To do (basic: never moved or deleted), In progress, Done. */
const DEFAULT_COLUMNS = [
  { key: "todo", color: "#868e96", basic: true },
  { key: "inProgress", color: "#228be6", basic: false },
  { key: "done", color: "#40c057", basic: false },
] as const;

/**
 * A module's board never changes (it lives and dies with the module, and ids are never reused), so
 * each node remembers it: after the first request a task call costs the gate's one statement only.
 */
const boards = new Map<string, Board>();
const BOARD_CACHE_MAX = 10_000;

function remember(moduleId: string, board: Board): Board {
  if (boards.size >= BOARD_CACHE_MAX) boards.clear();
  boards.set(moduleId, board);
  return board;
}

function boardOwner(scope: ModuleScope) {
  return scope.project ? { projectModuleId: scope.moduleId } : { workspaceModuleId: scope.moduleId };
}

/** Creates the module's board with its default columns; a concurrent creation wins harmlessly. */
async function createBoard(scope: ModuleScope, locale: Locale): Promise<Board> {
  const id = newId();
  const prefix = keyPrefix(scope.name);
  const db = getDb();
  const owner = boardOwner(scope);
  try {
    await db.taskBoard.create({
      data: {
        id,
        workspaceId: scope.membership.workspaceId,
        ...owner,
        name: scope.name,
        keyPrefix: prefix,
        columns: {
          create: DEFAULT_COLUMNS.map((column, index) => ({
            id: newId(),
            name: translateMessage(locale, `tasks.defaultColumns.${column.key}`),
            color: column.color,
            basic: column.basic,
            order: (index + 1) * DROP_ORDER_STEP,
          })),
        },
      },
    });
    return { id, keyPrefix: prefix };
  } catch (error) {
    // Another request created it first (unique module id): use theirs.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    const board = await db.taskBoard.findFirst({ where: owner, select: { id: true, keyPrefix: true } });
    if (!board) throw error;
    return board;
  }
}

async function moduleBoard(scope: ModuleScope, locale: Locale): Promise<Board> {
  const known = boards.get(scope.moduleId);
  if (known) return known;
  const found = await getDb().taskBoard.findFirst({
    where: boardOwner(scope),
    select: { id: true, keyPrefix: true },
  });
  return remember(scope.moduleId, found ?? (await createBoard(scope, locale)));
}

/**
 * The scope of every task-management call: the module gate (lib/server/modules/module-scope.ts) for
 * a module of kind TaskManagement, and its board (created with the default columns on first use).
 */
export async function taskModuleScope(
  actor: Actor,
  rawModuleId: unknown,
  locale: Locale = "en",
): Promise<TaskModuleScope> {
  const scope = await moduleScope(actor, rawModuleId, TASK_MANAGEMENT_TAG, locale);
  const board = await moduleBoard(scope, locale);
  return {
    ...scope,
    boardId: board.id,
    keyPrefix: board.keyPrefix,
    write: scope.access.edit,
    manageMembers: scope.access.manageMembers,
  };
}

/** The caller may add, edit (the default) or delete on the board (403 otherwise). */
export function assertWrite(scope: TaskModuleScope, action: ModuleAction = "edit"): void {
  assertModuleCan(scope, action);
}

export function assertManageMembers(scope: TaskModuleScope): void {
  assertManageModuleMembers(scope);
}
