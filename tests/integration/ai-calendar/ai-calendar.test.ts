import { GET as infoRoute } from "@/app/api/v1/ai-calendar/[moduleId]/route";
import { GET as membersRoute } from "@/app/api/v1/ai-calendar/[moduleId]/member/route";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import type { AiCalendarInfo } from "@/modules/ai-calendar/shared/types";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { tag: "AICalendar", name: "AI calendar one" }))
    .id;
});

const info = (token: string, id: string) =>
  call<AiCalendarInfo>(infoRoute, { token, params: { moduleId: id } });

describe("AI calendar", () => {
  it("answers the module and the caller's rights through the gate", async () => {
    const member = await info(team.member.token, moduleId);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ id: moduleId, name: "AI calendar one", project: { name: "Launch" } });
    expect(member.body.access).toMatchObject({ read: true, add: true, manage: false });
    expect((await info(team.viewer.token, moduleId)).body.access).toMatchObject({ read: true, add: false });
    expect((await info(team.admin.token, moduleId)).body.access.manage).toBe(true);
  });

  it("is not found from another workspace or for a module of another kind, and refuses a malformed id", async () => {
    const other = await seedTeam("Other");
    expect((await info(other.owner.token, moduleId)).status).toBe(404);
    const project = await seedProject(getDb(), team.workspace.id, { name: "Else" });
    const board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
    expect((await info(team.member.token, board.id)).status).toBe(404);
    expect((await info(team.member.token, "nope")).status).toBe(400);
  });

  it("mounts the module's members routes", async () => {
    const members = await call<{ data: unknown[] }>(membersRoute, {
      token: team.admin.token,
      params: { moduleId },
    });
    expect(members.status).toBe(200);
    const other = await seedTeam("Other");
    expect((await call(membersRoute, { token: other.owner.token, params: { moduleId } })).status).toBe(404);
  });
});
