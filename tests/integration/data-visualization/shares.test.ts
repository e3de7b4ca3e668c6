// Published dashboards (issue 37): a link read without an account, computed as its publisher and
// only for its locked filters (a visitor's query string changes nothing), with a password, an expiry,
// revocable; visitors never see what charts read; editors manage links, others cannot.
import {
  GET as sharesGet,
  POST as sharesPost,
} from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/shares/route";
import { DELETE as shareDelete } from "@/app/api/v1/data-visualization/[moduleId]/dashboards/[dashboardId]/shares/[shareId]/route";
import { GET as publicGet } from "@/app/api/v1/public/dashboards/[token]/route";
import { POST as unlockPost } from "@/app/api/v1/public/dashboards/[token]/unlock/route";
import { getDb } from "@/lib/server/db";
import type { PublicDashboard, Share } from "@/modules/data-visualization/shared/shares";
import { seedTaskHistory } from "@/prisma/seed/reporting";
import { call } from "../helpers/http";
import { chart, dashboard, hit, seedStudio, type Studio } from "./helpers";

let studio: Studio;
let boardId: string;
let chartId: string;

const col = (board: Studio["web"]["board"], name: string) => board.columns.find((c) => c.name === name)!.id;

beforeAll(async () => {
  studio = await seedStudio("Shares Studio");
  const db = getDb();
  const { member, admin } = studio.team;
  for (const [board, assignee, at] of [
    [studio.web.board, member.user.id, "2026-11-02T10:00:00Z"],
    [studio.web.board, admin.user.id, "2026-11-20T10:00:00Z"],
    [studio.secret.board, member.user.id, "2026-11-03T10:00:00Z"],
  ] as const)
    await seedTaskHistory(db, board, {
      columnId: col(board, "To do"),
      createdAt: at,
      assigneeIds: [assignee],
    });
  const made = await dashboard(studio.moduleId, studio.team.owner, "Client report");
  boardId = made.id;
  chartId = (
    await chart(studio.moduleId, boardId, studio.team.owner, {
      name: "Workload",
      source: { type: "entity", entity: "tasks", x: "assignee", y: "task-count" },
    })
  ).id;
  await chart(studio.moduleId, boardId, studio.team.owner, {
    name: "Secret query",
    source: { type: "sql", connectorId: "0".repeat(24), sql: "SELECT secret FROM vault", x: "a", y: "b" },
  });
});

const params = () => ({ moduleId: studio.moduleId, dashboardId: boardId });
const tokenOf = (share: Share) => share.url!.split("/d/")[1]!;

function visit(token: string, query: Record<string, string> = {}, cookie?: string) {
  return call<PublicDashboard & { message?: string }>(publicGet, {
    params: { token },
    headers: cookie ? { cookie } : {},
    url: `http://localhost:3000/api/v1/public/dashboards/${token}?${new URLSearchParams({ zone: "UTC", ...query })}`,
  });
}

function values(answer: PublicDashboard): Record<string, number> {
  if (answer.access !== "open") throw new Error("locked");
  const data = answer.data.find((c) => c.id === chartId)!;
  return Object.fromEntries(data.points.map((p) => [p.key, p.value]));
}

describe("published links", () => {
  it("are made by who may edit, read as the publisher, without what charts read", async () => {
    const { owner, member, viewer } = studio.team;
    expect((await hit(sharesPost, viewer, { params: params(), body: {} })).status).toBe(403);
    const made = await hit<Share>(sharesPost, member, { params: params(), body: {} });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ hasPassword: false, expiresAt: null, state: "active", views: 0 });
    expect(made.body.url).toMatch(/^http:\/\/localhost:\d+\/d\/[A-Za-z0-9_-]{43}$/);
    const stored = await getDb().dashboardShare.findUniqueOrThrow({ where: { id: made.body.id } });
    expect(stored.tokenHash).not.toContain(tokenOf(made.body));
    expect(stored.tokenSealed).not.toContain(tokenOf(made.body));

    const seen = await visit(tokenOf(made.body));
    expect(seen.status).toBe(200);
    // The member published: the private project's task is not counted.
    expect(values(seen.body)).toEqual({ [member.user.id]: 1, [admin().user.id]: 1 });
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain("vault");
    expect(text).not.toContain("connectorId");
    expect(seen.body).toMatchObject({ access: "open", name: "Client report", sharedBy: "Mia Member" });

    // The owner's link counts what the owner reads.
    const owners = await hit<Share>(sharesPost, owner, { params: params(), body: {} });
    expect(values((await visit(tokenOf(owners.body))).body)).toEqual({
      [member.user.id]: 2,
      [admin().user.id]: 1,
    });
    const listed = await hit<Share[]>(sharesGet, member, { params: params() });
    expect(listed.body.map((s) => s.id)).toEqual([owners.body.id, made.body.id]);
    expect(listed.body[1]!.views).toBe(1);
  });

  it("keep their locked filters whatever the visitor asks", async () => {
    const { member } = studio.team;
    const made = await hit<Share>(sharesPost, member, {
      params: params(),
      body: { filters: { period: "custom", from: "2026-11-01", to: "2026-11-10" } },
    });
    const token = tokenOf(made.body);
    const locked = await visit(token, {
      period: "all",
      from: "2026-01-01",
      personIds: studio.team.admin.user.id,
    });
    expect(values(locked.body)).toEqual({ [member.user.id]: 1 });
    expect(locked.body).toMatchObject({
      filters: { period: "custom", from: "2026-11-01", to: "2026-11-10" },
    });
  });

  it("ask for their password, remember it in a cookie, and refuse a wrong one", async () => {
    const made = await hit<Share>(sharesPost, studio.team.member, {
      params: params(),
      body: { password: "open sesame" },
    });
    expect(made.body.hasPassword).toBe(true);
    const token = tokenOf(made.body);
    expect((await visit(token)).body).toEqual({ access: "locked" });
    const unlock = (password: string) =>
      call<PublicDashboard & { message?: string }>(unlockPost, {
        params: { token },
        body: { password },
        url: `http://localhost:3000/api/v1/public/dashboards/${token}/unlock?zone=UTC`,
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
    expect((await unlock("guess")).body).toMatchObject({ message: "Wrong password" });
    const opened = await unlock("open sesame");
    expect(opened.status).toBe(200);
    expect(opened.body.access).toBe("open");
    const cookie = opened.setCookie[0]!.split(";")[0]!;
    expect((await visit(token, {}, cookie)).body.access).toBe("open");
    expect((await visit(token, {}, cookie.replace(/.$/, "x"))).body).toEqual({ access: "locked" });
    const short = await hit(sharesPost, studio.team.member, { params: params(), body: { password: "abc" } });
    expect(short.body).toMatchObject({ message: "The password must be 4 to 200 characters." });
  });

  it("stop opening when revoked or expired", async () => {
    const { member, viewer } = studio.team;
    const made = await hit<Share>(sharesPost, member, { params: params(), body: {} });
    const token = tokenOf(made.body);
    expect(
      (await hit(shareDelete, viewer, { method: "DELETE", params: { ...params(), shareId: made.body.id } }))
        .status,
    ).toBe(403);
    const revoked = await hit<Share>(shareDelete, member, {
      method: "DELETE",
      params: { ...params(), shareId: made.body.id },
    });
    expect(revoked.body.state).toBe("revoked");
    expect((await visit(token)).status).toBe(404);
    expect((await visit("x".repeat(43))).status).toBe(404);

    const past = await hit(sharesPost, member, {
      params: params(),
      body: { expiresAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.body).toMatchObject({ message: "Choose an expiry date in the future." });
    const soon = await hit<Share>(sharesPost, member, {
      params: params(),
      body: { expiresAt: new Date(Date.now() + 60_000).toISOString() },
    });
    await getDb().dashboardShare.update({
      where: { id: soon.body.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await visit(tokenOf(soon.body));
    expect(expired).toMatchObject({ status: 410, body: { message: "This link has expired." } });
  });

  it("close when the publisher can no longer read the module", async () => {
    const guestLink = await hit<Share>(sharesPost, studio.team.admin, { params: params(), body: {} });
    const token = tokenOf(guestLink.body);
    expect((await visit(token)).status).toBe(200);
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: studio.team.workspace.id, userId: studio.team.admin.user.id },
    });
    expect((await visit(token)).status).toBe(404);
  });
});

function admin() {
  return studio.team.admin;
}
