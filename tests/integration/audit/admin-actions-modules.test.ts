import { POST as inviteRoute } from "@/app/api/v1/task-management/[moduleId]/member/route";
import {
  DELETE as removeRoute,
  PATCH as patchRoute,
} from "@/app/api/v1/task-management/[moduleId]/member/[memberId]/route";
import {
  DELETE as deleteHubWebhookRoute,
  PUT as putHubWebhookRoute,
} from "@/app/api/v1/content-hub/[moduleId]/webhook/route";
import { PATCH as projectBatchRoute } from "@/app/api/v1/workspaces/module/project/[projectId]/route";
import { PATCH as workspaceBatchRoute } from "@/app/api/v1/workspaces/module/route";
import type { ModuleMember, ModuleMemberInviteResult } from "@/lib/modules/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

// Issue 39: a module's members (added, role changed, removed), a module deleted from a grid, a
// module's privacy and a kind's own webhook (the content hub's here; the form builder's and the
// notification channels' go through the same subscriptions service) are recorded in the audit log.

let team: Team;
let project: { id: string; name: string };
let board: string;
beforeEach(async () => {
  team = await seedTeam("Audit Modules");
  project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  board = (await seedProjectModule(getDb(), project.id, { tag: "TaskManagement", name: "Sprint board" })).id;
});

const entries = () =>
  getDb().auditLogEntry.findMany({
    where: { workspaceId: team.workspace.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });

const by = (caller: Caller) => ({ actorId: caller.user.id, actorName: caller.user.name, ip: "10.0.0.1" });
const moduleTarget = (id: string, label: string) => ({
  targetType: "module",
  targetId: id,
  targetLabel: label,
});

const invite = (caller: Caller, email: string, role: string) =>
  call<ModuleMemberInviteResult>(inviteRoute, {
    token: caller.token,
    params: { moduleId: board },
    body: { email, role, permissions: {} },
  });

describe("a module's members", () => {
  it("records an addition, a role change and a removal with the member's role before and after", async () => {
    const added = await invite(team.admin, team.member.user.email, "viewer");
    expect(added.status).toBe(201);
    const member = (added.body as { member: ModuleMember }).member;
    // Inviting again with the same role changes nothing: no entry.
    expect((await invite(team.admin, team.member.user.email, "viewer")).status).toBe(200);
    const patched = await call(patchRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { moduleId: board, memberId: member.id },
      body: { role: "member" },
    });
    expect(patched.status).toBe(200);
    const removed = await call(removeRoute, {
      method: "DELETE",
      token: team.admin.token,
      params: { moduleId: board, memberId: member.id },
    });
    expect(removed.status).toBe(200);

    const who = { userId: team.member.user.id, name: team.member.user.name };
    expect(await entries()).toMatchObject([
      {
        ...by(team.admin),
        ...moduleTarget(board, "Sprint board"),
        action: "module.member_added",
        before: null,
        after: { ...who, role: "viewer" },
      },
      {
        ...by(team.admin),
        action: "module.member_updated",
        before: { ...who, role: "viewer" },
        after: { ...who, role: "member" },
      },
      { action: "module.member_removed", before: { ...who, role: "member" }, after: null },
    ]);
  });

  it("records nothing for a refused change", async () => {
    // A member cannot manage the board's members; another workspace's board is not found.
    expect((await invite(team.member, team.viewer.user.email, "viewer")).status).toBe(403);
    const other = await seedTeam("Elsewhere");
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const theirBoard = (await seedProjectModule(getDb(), theirs.id, { tag: "TaskManagement" })).id;
    const foreign = await call(inviteRoute, {
      token: team.admin.token,
      params: { moduleId: theirBoard },
      body: { email: team.member.user.email, role: "viewer", permissions: {} },
    });
    expect(foreign.status).toBe(404);
    expect(await entries()).toEqual([]);
  });
});

describe("a grid's modules", () => {
  it("records a project module deleted and one made private, in the batch's transaction", async () => {
    const notes = (await seedProjectModule(getDb(), project.id, { tag: "ContentHub" })).id;
    const res = await call(projectBatchRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { projectId: project.id },
      body: { delete: [board], update: { [notes]: { private: true } } },
    });
    expect(res.status).toBe(200);
    const rows = await entries();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...by(team.admin),
          ...moduleTarget(board, "Sprint board"),
          action: "module.deleted",
          before: { kind: "TaskManagement", projectId: project.id, project: "Launch", private: false },
          after: null,
        }),
        expect.objectContaining({
          // Never renamed: the catalog title, in the request's language.
          ...moduleTarget(notes, "Content hub"),
          action: "module.privacy_changed",
          before: { private: false },
          after: { private: true },
        }),
      ]),
    );

    // Setting the same privacy again, or moving a module, records nothing.
    const again = await call(projectBatchRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { projectId: project.id },
      body: { update: { [notes]: { private: true, name: "Notes" } } },
    });
    expect(again.status).toBe(200);
    expect(await entries()).toHaveLength(2);
  });

  it("records a workspace module deleted, and nothing when a member is refused", async () => {
    const created = await call<{ id: string; name: string }[]>(workspaceBatchRoute, {
      method: "PATCH",
      token: team.admin.token,
      body: { create: [{ tag: "OnlineChat", i: "0", x: 0, y: 0, w: 6, h: 8 }] },
    });
    expect(created.status).toBe(200);
    const chat = created.body[0]!;
    const refused = await call(workspaceBatchRoute, {
      method: "PATCH",
      token: team.member.token,
      body: { delete: [chat.id] },
    });
    expect(refused.status).toBe(403);
    expect(await entries()).toEqual([]);

    const res = await call(workspaceBatchRoute, {
      method: "PATCH",
      token: team.admin.token,
      body: { delete: [chat.id] },
    });
    expect(res.status).toBe(200);
    expect(await entries()).toMatchObject([
      {
        ...by(team.admin),
        ...moduleTarget(chat.id, chat.name),
        action: "module.deleted",
        before: { kind: "OnlineChat" },
      },
    ]);
  });
});

describe("a kind's own webhook", () => {
  it("records the content hub's webhook set, changed, its secret rotated and removed, never the secret", async () => {
    const hub = (await seedProjectModule(getDb(), project.id, { tag: "ContentHub", name: "Site" })).id;
    const put = (body: unknown) =>
      call<{ id: string; secret?: string }>(putHubWebhookRoute, {
        method: "PUT",
        token: team.admin.token,
        params: { moduleId: hub },
        body,
      });
    const made = await put({ url: "https://hooks.example.com/build" });
    expect(made.status).toBe(200);
    expect((await put({ url: "https://hooks.example.com/build" })).status).toBe(200);
    expect((await put({ url: "https://hooks.example.com/v2", enabled: false })).status).toBe(200);
    expect((await put({ url: "https://hooks.example.com/v2", rotateSecret: true })).status).toBe(200);
    const removed = await call(deleteHubWebhookRoute, {
      method: "DELETE",
      token: team.admin.token,
      params: { moduleId: hub },
    });
    expect(removed.status).toBe(200);

    const target = { targetType: "webhook", targetId: made.body.id };
    const rows = await entries();
    expect(rows).toMatchObject([
      {
        ...by(team.admin),
        ...target,
        action: "webhook.created",
        targetLabel: "https://hooks.example.com/build",
        after: { kind: "ContentHub", moduleId: hub, url: "https://hooks.example.com/build", enabled: true },
      },
      {
        action: "webhook.updated",
        before: { url: "https://hooks.example.com/build", enabled: true },
        after: { url: "https://hooks.example.com/v2", enabled: false },
      },
      { action: "webhook.secret_rotated", before: { secretVersion: 1 }, after: { secretVersion: 2 } },
      { ...target, action: "webhook.deleted", before: { kind: "ContentHub", moduleId: hub } },
    ]);
    expect(JSON.stringify(rows)).not.toContain("whsec_");
  });
});
