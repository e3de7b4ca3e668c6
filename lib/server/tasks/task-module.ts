import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { RoleValue } from "@/lib/schemas/permissions";
import { moduleParamsSchema } from "@/lib/schemas/tasks";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { seesAllProjects } from "@/lib/server/permissions/project-visibility";
import { canWrite, managesWorkspace } from "@/lib/server/permissions/roles";
import { activeMembership, type Membership } from "@/lib/server/permissions/workspace-member";
import { parseInput } from "@/lib/server/validation";
import { DROP_ORDER_STEP } from "@/lib/tasks/drop-order";
import { keyPrefix } from "@/lib/tasks/task-key";

/** A task-management module the actor may open, its board, and what the actor may do in it. */
export interface TaskModuleScope {
  membership: Membership;
  moduleId: string;
  name: string;
  project: { id: string; name: string; private: boolean } | null;
  boardId: string;
  keyPrefix: string;
  /** The actor's role in the module's User management, if they were given one. */
  moduleRole: RoleValue | null;
  write: boolean;
  manageMembers: boolean;
}

type Row = {
  id: string;
  name: string;
  projectId: string | null;
  projectName: string | null;
  projectPrivate: boolean | null;
  projectRole: RoleValue | null;
  boardId: string | null;
  keyPrefix: string | null;
  moduleRole: RoleValue | null;
};

/** The built-in columns of a new board: To do (basic: never moved or deleted), In progress, Done. */
const DEFAULT_COLUMNS = [
  { key: "todo", color: "#868e96", basic: true },
  { key: "inProgress", color: "#228be6", basic: false },
  { key: "done", color: "#40c057", basic: false },
] as const;

/**
 * One statement: the module (placed on a project the actor sees, or of the active workspace), its
 * board if it has one, and the actor's project and module roles. Runs on every task API call.
 */
async function findModule(membership: Membership, moduleId: string): Promise<Row | null> {
  const { workspaceId, userId } = membership;
  const hidden = seesAllProjects(membership)
    ? Prisma.empty
    : Prisma.sql`AND (p."private" = false OR pa."id" IS NOT NULL)`;
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT m."id", m."name", p."id" AS "projectId", p."name" AS "projectName", p."private" AS "projectPrivate", pa."role"::text AS "projectRole",
           b."id" AS "boardId", b."keyPrefix", bm."role"::text AS "moduleRole"
      FROM "ProjectModule" m
      JOIN "Project" p ON p."id" = m."projectId"
      LEFT JOIN "ProjectAccess" pa ON pa."projectId" = p."id" AND pa."userId" = ${userId}
      LEFT JOIN "TaskBoard" b ON b."projectModuleId" = m."id"
      LEFT JOIN "TaskBoardMember" bm ON bm."boardId" = b."id" AND bm."userId" = ${userId}
     WHERE m."id" = ${moduleId} AND m."tag" = 'TaskManagement' AND p."workspaceId" = ${workspaceId} ${hidden}
    UNION ALL
    SELECT w."id", w."name", NULL, NULL, NULL, NULL, b."id", b."keyPrefix", bm."role"::text
      FROM "WorkspaceModule" w
      LEFT JOIN "TaskBoard" b ON b."workspaceModuleId" = w."id"
      LEFT JOIN "TaskBoardMember" bm ON bm."boardId" = b."id" AND bm."userId" = ${userId}
     WHERE w."id" = ${moduleId} AND w."tag" = 'TaskManagement' AND w."workspaceId" = ${workspaceId}
     LIMIT 1`;
  return rows[0] ?? null;
}

/** Creates the module's board with its default columns; a concurrent creation wins harmlessly. */
async function createBoard(
  membership: Membership,
  row: Row,
  locale: Locale,
): Promise<{ id: string; keyPrefix: string }> {
  const id = newId();
  const prefix = keyPrefix(row.name);
  const db = getDb();
  const owner = row.projectId ? { projectModuleId: row.id } : { workspaceModuleId: row.id };
  try {
    await db.taskBoard.create({
      data: {
        id,
        workspaceId: membership.workspaceId,
        ...owner,
        name: row.name,
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

/**
 * The scope of every task-management call: the module by id in the active workspace, visible to
 * the actor (else 404: other workspaces and hidden projects reveal nothing), with its board
 * (created on first use). Rights: viewers and guests of the workspace, and anyone whose project or
 * module role is viewer or guest, only read; owners, admins, project admins and module admins also
 * manage the module's members.
 */
export async function taskModuleScope(
  actor: Actor,
  rawModuleId: unknown,
  locale: Locale = "en",
): Promise<TaskModuleScope> {
  const { moduleId } = parseInput(moduleParamsSchema, { moduleId: rawModuleId });
  const membership = await activeMembership(actor);
  const row = await findModule(membership, moduleId);
  if (!row) throw notFound("errors.moduleNotFound");
  const board =
    row.boardId && row.keyPrefix
      ? { id: row.boardId, keyPrefix: row.keyPrefix }
      : await createBoard(membership, row, locale);

  const admin = managesWorkspace(membership.role);
  const narrowest = row.moduleRole ?? row.projectRole;
  const write = canWrite(membership.role) && (admin || !narrowest || canWrite(narrowest));
  const manageMembers =
    canWrite(membership.role) &&
    (admin ||
      row.projectRole === "admin" ||
      row.projectRole === "owner" ||
      row.moduleRole === "admin" ||
      row.moduleRole === "owner");
  return {
    membership,
    moduleId: row.id,
    name: row.name,
    project:
      row.projectId && row.projectName
        ? { id: row.projectId, name: row.projectName, private: row.projectPrivate === true }
        : null,
    boardId: board.id,
    keyPrefix: board.keyPrefix,
    moduleRole: row.moduleRole,
    write,
    manageMembers,
  };
}

export function assertWrite(scope: TaskModuleScope): void {
  if (!scope.write) throw forbidden();
}

export function assertManageMembers(scope: TaskModuleScope): void {
  if (!scope.manageMembers) throw forbidden();
}
