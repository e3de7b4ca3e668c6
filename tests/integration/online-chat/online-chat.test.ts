// Online chat through the module gate: the module's info and members routes, another workspace's
// module, a module of another kind and a malformed id.
import { GET as infoRoute } from "@/app/api/v1/online-chat/[moduleId]/route";
import { GET as membersRoute } from "@/app/api/v1/online-chat/[moduleId]/member/route";
import { GET as peopleRoute } from "@/app/api/v1/online-chat/[moduleId]/people/route";
import { getDb } from "@/lib/server/db";
import type { OnlineChatInfo } from "@/modules/online-chat/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";
import { seedChat, type Chat } from "./helpers";

let chat: Chat;

beforeEach(async () => {
  chat = await seedChat();
});

const info = (token: string, id: string) =>
  call<OnlineChatInfo>(infoRoute, { token, params: { moduleId: id } });

describe("Online chat", () => {
  it("answers the module and the caller's rights through the gate", async () => {
    const member = await info(chat.team.member.token, chat.moduleId);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ id: chat.moduleId, name: "Team chat", project: { name: "Launch" } });
    expect(member.body.access).toMatchObject({ read: true, add: true, manage: false });
    expect((await info(chat.team.viewer.token, chat.moduleId)).body.access).toMatchObject({
      read: true,
      add: false,
    });
    expect((await info(chat.team.admin.token, chat.moduleId)).body.access.manage).toBe(true);
    // A guest is not given the project: the module is not found.
    expect((await info(chat.team.guest.token, chat.moduleId)).status).toBe(404);
  });

  it("is not found from another workspace or for a module of another kind, and refuses a malformed id", async () => {
    const other = await seedTeam("Other");
    expect((await info(other.owner.token, chat.moduleId)).status).toBe(404);
    const board = await seedProjectModule(getDb(), chat.projectId, { tag: "TaskManagement" });
    expect((await info(chat.team.member.token, board.id)).status).toBe(404);
    expect((await info(chat.team.member.token, "nope")).status).toBe(400);
    const hidden = await seedProject(getDb(), chat.team.workspace.id, { private: true });
    const secret = await seedProjectModule(getDb(), hidden.id, { tag: "OnlineChat" });
    expect((await info(chat.team.member.token, secret.id)).status).toBe(404);
  });

  it("mounts the module's members routes", async () => {
    const members = await call<{ data: unknown[] }>(membersRoute, {
      token: chat.team.admin.token,
      params: { moduleId: chat.moduleId },
    });
    expect(members.status).toBe(200);
    const other = await seedTeam("Other");
    expect(
      (await call(membersRoute, { token: other.owner.token, params: { moduleId: chat.moduleId } })).status,
    ).toBe(404);
  });
});

describe("people", () => {
  it("lists those who can open the module, by name, narrowed by name or e-mail", async () => {
    const people = (q?: string, token = chat.team.member.token) =>
      call<{ id: string; name: string; email?: string }[]>(peopleRoute, {
        token,
        params: { moduleId: chat.moduleId },
        url: `http://localhost:3000/api/v1/online-chat/${chat.moduleId}/people${q === undefined ? "" : `?q=${encodeURIComponent(q)}`}`,
      });
    // The guest is not given the project: not listed.
    expect((await people()).body.map((p) => p.name)).toEqual([
      "Adam Admin",
      "Mia Member",
      "Olivia Owner",
      "Vic Viewer",
    ]);
    expect((await people("vic")).body.map((p) => p.name)).toEqual(["Vic Viewer"]);
    expect((await people("%")).body).toEqual([]);
    expect((await people()).body[0]).not.toHaveProperty("email");
    const other = await seedTeam("Other");
    expect((await people(undefined, other.owner.token)).status).toBe(404);
  });
});
