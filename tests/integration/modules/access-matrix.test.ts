// The access matrix (issue 30, "One access rule"): every cell of workspace role × access to all ×
// permissions-matrix grant × project privacy × project membership × module privacy × module
// membership (and the workspace's own modules × module membership), checked against the rule as the
// spec writes it (`expected` below, written from docs/architecture.md "Roles and permissions", not
// from the code). The gate, its list form, the project and module lists, the navigation, a module's
// readers and the report's readable boards must all agree with it, cell by cell.
import { Prisma, type Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { moduleScope, readableModulesOfKinds } from "@/lib/server/modules/module-scope";
import { readProjectModules } from "@/lib/server/modules/list-project-modules";
import { readWorkspaceModules } from "@/lib/server/modules/list-workspace-modules";
import { getNavigation } from "@/lib/server/navigation/get-navigation";
import { readableBoardsSql } from "@/lib/server/permissions/readable-boards";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { listProjects } from "@/lib/server/projects/list-projects";
import { seedBoard } from "@/prisma/seed/reporting";
import { seedWorkspace } from "@/prisma/seed/users";
import { newUser, signedIn, type Caller } from "../workspaces/helpers";

const ROLES: Role[] = ["owner", "admin", "member", "viewer", "guest"];
const PROJECT_ROLES = [null, "member", "admin"] as const;

interface Person {
  caller: Caller;
  role: Role;
  accessToAll: boolean;
  /** The permissions matrix grants View on Task management. */
  view: boolean;
}

interface Cell {
  moduleId: string;
  boardId: string;
  /** Whose cell it is: the only user with a project or module role on it. */
  ownerId: string;
  /** null: a module of the workspace itself. */
  project: { id: string; private: boolean; role: (typeof PROJECT_ROLES)[number] } | null;
  private: boolean;
  moduleMember: boolean;
}

type Outcome = "read" | "forbidden" | "hidden";

/** The rule, as the spec writes it, for `person` and the module of `cell`. */
function expected(person: Person, cell: Cell): Outcome {
  const own = cell.ownerId === person.caller.user.id;
  const projectRole = own ? (cell.project?.role ?? null) : null;
  const moduleMember = own && cell.moduleMember;
  const admin = person.role === "owner" || person.role === "admin";
  let visible: boolean;
  if (cell.project) {
    const seesProject =
      admin ||
      person.accessToAll ||
      projectRole !== null ||
      (!cell.project.private && person.role !== "guest");
    visible = seesProject && (!cell.private || admin || projectRole === "admin" || moduleMember);
  } else {
    visible = person.role !== "guest" || person.accessToAll || moduleMember;
  }
  if (!visible) return "hidden";
  return admin || person.view ? "read" : "forbidden";
}

let workspaceId: string;
let people: Person[];
let cells: Cell[];

beforeAll(async () => {
  const db = getDb();
  const founder = await newUser("Founder");
  const workspace = await seedWorkspace(db, founder.id, { name: "Matrix" });
  workspaceId = workspace.id;
  const definition = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: "TaskManagement" } });

  const shapes = ROLES.flatMap((role) =>
    [false, true].flatMap((accessToAll) => [true, false].map((view) => ({ role, accessToAll, view }))),
  );
  const users = await Promise.all(shapes.map((shape, n) => newUser(`Person ${n}`)));
  await db.workspaceMember.createMany({
    data: shapes.map((shape, n) => {
      const permissions = defaultPermissions(shape.role);
      if (!shape.view) permissions.taskManagement = { view: false, add: false, edit: false, delete: false };
      return {
        id: newId(),
        workspaceId,
        userId: users[n]!.id,
        role: shape.role,
        accessToAll: shape.accessToAll,
        permissions,
      };
    }),
  });
  people = await Promise.all(
    shapes.map(async (shape, n) => ({ ...shape, caller: await signedIn(users[n]!, workspaceId) })),
  );

  cells = [];
  for (const person of people) {
    const userId = person.caller.user.id;
    for (const projectPrivate of [false, true]) {
      for (const projectRole of PROJECT_ROLES) {
        const project = { id: newId(), private: projectPrivate, role: projectRole };
        await db.project.create({
          data: { id: project.id, workspaceId, name: `P ${project.id}`, private: projectPrivate },
        });
        if (projectRole) {
          await db.projectAccess.create({
            data: { id: newId(), projectId: project.id, userId, role: projectRole },
          });
        }
        let i = 0;
        for (const modulePrivate of [false, true]) {
          for (const moduleMember of [false, true]) {
            const moduleId = newId();
            await db.projectModule.create({
              data: {
                id: moduleId,
                projectId: project.id,
                moduleId: definition.id,
                tag: definition.tag,
                i: String(i),
                x: 0,
                y: i * 8,
                w: 4,
                h: 8,
                private: modulePrivate,
              },
            });
            i += 1;
            if (moduleMember) {
              await db.moduleMember.create({
                data: { id: newId(), workspaceId, projectModuleId: moduleId, userId, role: "member" },
              });
            }
            const board = await seedBoard(db, { workspaceId, projectModuleId: moduleId, columns: ["To do"] });
            cells.push({
              moduleId,
              boardId: board.id,
              ownerId: userId,
              project,
              private: modulePrivate,
              moduleMember,
            });
          }
        }
      }
    }
    for (const moduleMember of [false, true]) {
      const moduleId = newId();
      await db.workspaceModule.create({
        data: { id: moduleId, workspaceId, moduleId: definition.id, tag: definition.tag, i: moduleId },
      });
      if (moduleMember) {
        await db.moduleMember.create({
          data: { id: newId(), workspaceId, workspaceModuleId: moduleId, userId, role: "member" },
        });
      }
      const board = await seedBoard(db, { workspaceId, workspaceModuleId: moduleId, columns: ["To do"] });
      cells.push({
        moduleId,
        boardId: board.id,
        ownerId: userId,
        project: null,
        private: false,
        moduleMember,
      });
    }
  }
  // As a live database would have them: the planner's statistics of what was just written.
  await db.$executeRaw`ANALYZE`;
}, 120_000);

const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
const sorted = (values: Iterable<string>) => [...values].sort();

/** For `person`, the ids of the cells' modules whose outcome is one of `outcomes`. */
function expectedModules(person: Person, ...outcomes: Outcome[]): string[] {
  return sorted(
    cells.filter((cell) => outcomes.includes(expected(person, cell))).map((cell) => cell.moduleId),
  );
}

describe("the access matrix: every cell", () => {
  it("has every cell: 5 roles × access to all × grant, 24 project cells and 2 workspace cells each", () => {
    expect(people).toHaveLength(20);
    expect(cells).toHaveLength(520);
  });

  it("the gate answers each cell's owner as the rule says (read, 403, 404)", async () => {
    const mismatches: string[] = [];
    for (const person of people) {
      for (const cell of cells.filter((c) => c.ownerId === person.caller.user.id)) {
        const outcome: Outcome = await moduleScope(person.caller.actor, cell.moduleId, "TaskManagement").then(
          (scope) => (scope.access.read ? "read" : "forbidden"),
          (error: { code?: string }) => (error.code === "forbidden" ? "forbidden" : "hidden"),
        );
        const want = expected(person, cell);
        if (outcome !== want)
          mismatches.push(`${JSON.stringify({ ...person, caller: undefined, cell })}: ${outcome} ≠ ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it("the gate's list form, the lists and the navigation agree for every module of the workspace", async () => {
    for (const person of people) {
      const { actor } = person.caller;
      const membership = await activeMembership(actor);
      const visible = expectedModules(person, "read", "forbidden");
      const readable = expectedModules(person, "read");

      const gateList = await readableModulesOfKinds(actor, ["TaskManagement"]);
      expect(sorted(gateList.map((scope) => scope.moduleId))).toEqual(readable);

      const navigation = await getNavigation(actor);
      const navModules = [
        ...navigation.projects.flatMap((project) => project.modules.map((module) => module.id)),
        ...navigation.workspaceModules.map((module) => module.id),
      ];
      expect(sorted(navModules)).toEqual(visible);

      const projectIds = [...new Set(cells.flatMap((cell) => (cell.project ? [cell.project.id] : [])))];
      const seenProjects = sorted(ids(navigation.projects));
      const listed = await listProjects(actor, { limit: 200 });
      expect(sorted(listed.map((project) => project.id))).toEqual(seenProjects);
      expect(sorted(listed.flatMap((project) => project.modules.map((module) => module.id)))).toEqual(
        visible.filter((id) => cells.find((cell) => cell.moduleId === id)?.project),
      );
      const gridModules: string[] = [];
      for (const projectId of projectIds) {
        const grid = await readProjectModules(membership, projectId).catch(() => null);
        expect(grid !== null).toBe(seenProjects.includes(projectId));
        gridModules.push(...(grid ?? []).map((module) => module.id));
      }
      const workspaceModules = (await readWorkspaceModules(membership)).map((module) => module.id);
      expect(sorted([...gridModules, ...workspaceModules])).toEqual(visible);
    }
  }, 120_000);

  it("a module's readers are exactly the people the rule lets read it", async () => {
    const everyone = people.map((person) => person.caller.user.id);
    const mismatches: string[] = [];
    for (const cell of cells) {
      const readers = sorted(
        await moduleReaders(
          workspaceId,
          { moduleId: cell.moduleId, private: cell.private, project: cell.project },
          everyone,
        ),
      );
      const want = sorted(people.filter((p) => expected(p, cell) === "read").map((p) => p.caller.user.id));
      if (readers.join() !== want.join()) mismatches.push(cell.moduleId);
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it("reports count exactly the boards of the modules the rule lets the viewer read", async () => {
    for (const person of people) {
      const membership = await activeMembership(person.caller.actor);
      const rows = await getDb().$queryRaw<{ id: string }[]>(
        Prisma.sql`SELECT r."id" FROM (${readableBoardsSql(membership)}) r`,
      );
      const want = sorted(
        cells.filter((cell) => expected(person, cell) === "read").map((cell) => cell.boardId),
      );
      expect(sorted(ids(rows))).toEqual(want);
    }
  });
});
