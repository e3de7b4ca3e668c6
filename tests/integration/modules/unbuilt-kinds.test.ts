import { existsSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/server/errors";
import { getDb } from "@/lib/server/db";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import { MODULE_KINDS } from "@/modules/kinds";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";

// The kinds not built yet (a manifest and a server side, no server code): their modules open the
// setup state through the same gate as every kind — found by their workspace's members, not found
// from another workspace, on a hidden project or as a module of another kind.
const ROOT = path.resolve(__dirname, "../../..");
const unbuilt = MODULE_KINDS.filter(
  (kind) => !existsSync(path.join(ROOT, "modules", kind.segment, "server")),
);

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : 500),
  );

let team: Team;

beforeAll(async () => {
  team = await seedTeam();
});

describe("the module kinds not built yet", () => {
  it("are the placeholders of the catalog", () => {
    expect(unbuilt.map((kind) => kind.tag).sort()).toEqual(
      [
        "AICalendar",
        "ChartGenerator",
        "CRM",
        "DataTable",
        "DataVisualization",
        "DatabaseGenerator",
        "FileManagement",
        "MeetingRoom",
        "OnlineChat",
        "QuizSurvey",
        "WorkflowAutomation",
      ].sort(),
    );
  });

  it.each(unbuilt.map((kind) => [kind.tag, kind] as const))(
    "%s opens through the gate only for its workspace",
    async (tag) => {
      const project = await seedProject(getDb(), team.workspace.id, { name: `${tag} project` });
      const placed = await seedProjectModule(getDb(), project.id, { tag, name: `${tag} one` });

      const found = await findProjectModule(team.member.actor, {
        projectId: project.id,
        tag,
        moduleId: placed.id,
      });
      expect(found).toMatchObject({ id: placed.id, name: `${tag} one`, tag, project: { id: project.id } });
      expect(await findVisibleModule(team.viewer.actor, { moduleId: placed.id, tag })).toMatchObject({
        id: placed.id,
      });

      const other = await seedTeam(`Other ${tag}`);
      expect(await status(findVisibleModule(other.owner.actor, { moduleId: placed.id, tag }))).toBe(404);
      expect(await status(findProjectModule(other.owner.actor, { projectId: project.id, tag }))).toBe(404);
      expect(
        await status(findVisibleModule(team.member.actor, { moduleId: placed.id, tag: "TaskManagement" })),
      ).toBe(404);
      expect(await status(findVisibleModule(team.member.actor, { moduleId: "nope", tag }))).toBe(400);

      const hidden = await seedProject(getDb(), team.workspace.id, { private: true });
      const secret = await seedProjectModule(getDb(), hidden.id, { tag });
      expect(await status(findVisibleModule(team.member.actor, { moduleId: secret.id, tag }))).toBe(404);
      expect(await status(findVisibleModule(team.admin.actor, { moduleId: secret.id, tag }))).toBe(200);
    },
  );
});
