import { AppError } from "@/lib/server/errors";
import { getDb } from "@/lib/server/db";
import { findProjectModule, findVisibleModule } from "@/lib/server/modules/find-visible-module";
import type { ModuleTag } from "@/modules/kinds";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";

// A kind not built yet (a manifest and a server side, no server code) opens the setup state through
// the same gate as every kind: found by its workspace's members, not found from another workspace, on
// a hidden project or as a module of another kind, a malformed id refused. Each such kind's folder
// (tests/integration/<segment>/) runs this until the kind is built and has tests of its own.

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof AppError ? error.status : 500),
  );

export function describeUnbuiltKind(tag: ModuleTag): void {
  let team: Team;

  beforeAll(async () => {
    team = await seedTeam();
  });

  describe(`${tag}, not built yet`, () => {
    it("opens through the gate only for its workspace", async () => {
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
    });
  });
}
