// The platform's rich-text sanitisers (lib/server/rich-text) as the services apply them, against
// PostgreSQL: what a task's description stores and answers has no script, handler or unsafe link, an
// empty description is null, and another workspace's member cannot write one at all.
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam("Rich Text Co");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Docs" })).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Writing" })).id;
  expect((await tm.board(team.member, moduleId)).status).toBe(200);
});

const UNSAFE =
  '<p>Plan <strong>this</strong><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">bad</a> <a href="https://example.com">good</a></p>';

describe("rich text, as a task's description", () => {
  it("is stored and answered without scripts, handlers or unsafe links", async () => {
    const created = await tm.create(team.member, moduleId, { title: "Write the plan", description: UNSAFE });
    expect(created.status).toBe(201);
    const stored = await getDb().task.findUniqueOrThrow({
      where: { id: created.body.id },
      select: { description: true },
    });
    for (const html of [created.body.description, stored.description]) {
      expect(html).toContain("<strong>this</strong>");
      expect(html).toContain('href="https://example.com"');
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
    const emptied = await tm.patch(team.member, moduleId, created.body.id, { description: "<p><br></p>" });
    expect(emptied.status).toBe(200);
    expect(emptied.body.description).toBeNull();
  });

  it("cannot be written into another workspace's task", async () => {
    const created = await tm.create(team.member, moduleId, { title: "Ours", description: "<p>Ours</p>" });
    const other = await seedTeam("Other Co");
    const answer = await tm.patch(other.owner, moduleId, created.body.id, { description: UNSAFE });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(404, expect.any(String)));
    const stored = await getDb().task.findUniqueOrThrow({
      where: { id: created.body.id },
      select: { description: true },
    });
    expect(stored.description).toBe("<p>Ours</p>");
  });
});
