// The audit log (issue 39): owners and admins read what was done in their workspace — by whom, when,
// from where, through which token, before and after — filtered, page by page, as CSV; they choose how
// long it is kept, and the daily purge keeps to it. The workspace's own actions recorded here:
// renaming, members changed, removed and handed the ownership, API tokens and webhooks.
import { NextRequest } from "next/server";
import { GET as listRoute } from "@/app/api/v1/audit-log/route";
import { GET as exportRoute } from "@/app/api/v1/audit-log/export/route";
import { GET as settingsRoute, PATCH as patchSettingsRoute } from "@/app/api/v1/audit-log/settings/route";
import { POST as createTokenRoute } from "@/app/api/v1/account/api-tokens/route";
import { DELETE as revokeTokenRoute } from "@/app/api/v1/account/api-tokens/[tokenId]/route";
import { PATCH as renameRoute } from "@/app/api/v1/workspace/[workspaceId]/route";
import {
  DELETE as removeMemberRoute,
  PATCH as patchMemberRoute,
} from "@/app/api/v1/workspace/[workspaceId]/member/[memberId]/route";
import { POST as createWebhookRoute } from "@/app/api/v1/webhooks/route";
import {
  DELETE as deleteWebhookRoute,
  PATCH as patchWebhookRoute,
} from "@/app/api/v1/webhooks/[webhookId]/route";
import { POST as rotateRoute } from "@/app/api/v1/webhooks/[webhookId]/secret/route";
import type { CreatedApiToken } from "@/lib/api-tokens/types";
import type { AuditEntry, AuditSettings } from "@/lib/audit/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { WorkspaceWebhookWithSecret } from "@/lib/webhooks/workspace-types";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { purgeOldAuditEntries } from "@/lib/server/jobs/purge-audit-log";
import { parseCsv } from "@/modules/time-tracker/shared/report-csv";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Audited");
});

const list = (caller: Pick<Caller, "token">, query = "") =>
  call<Page<AuditEntry>>(listRoute, {
    token: caller.token,
    url: `http://localhost:3000/api/v1/audit-log${query}`,
  });
const entries = async (query = "") => (await list(team.owner, query)).body.data;

describe("recording", () => {
  it("records renaming, member changes and the ownership with who, where and what changed", async () => {
    const workspaceId = team.workspace.id;
    await call(renameRoute, {
      method: "PATCH",
      token: team.admin.token,
      params: { workspaceId },
      body: { name: "Audited Co" },
    });
    await call(patchMemberRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { workspaceId, memberId: team.member.user.id },
      body: { role: "viewer" },
      headers: { "user-agent": "suite-tests/1.0" },
    });
    await call(removeMemberRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { workspaceId, memberId: team.guest.user.id },
    });
    await call(patchMemberRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { workspaceId, memberId: team.admin.user.id },
      body: { role: "owner" },
    });

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual([
      "ownership.transferred",
      "member.removed",
      "member.updated",
      "workspace.renamed",
    ]);
    const [transfer, removal, update, rename] = log;
    expect(rename).toMatchObject({
      actor: { id: team.admin.user.id, name: "Adam Admin", email: team.admin.user.email },
      targetType: "workspace",
      targetId: workspaceId,
      before: { name: "Audited" },
      after: { name: "Audited Co" },
      ip: "10.0.0.1",
      tokenPrefix: null,
    });
    expect(update).toMatchObject({
      targetType: "member",
      targetId: team.member.user.id,
      targetLabel: "Mia Member",
      before: { role: "member" },
      after: { role: "viewer" },
      userAgent: "suite-tests/1.0",
    });
    expect(removal).toMatchObject({ targetLabel: "Gus Guest", before: { role: "guest", left: false } });
    expect(transfer).toMatchObject({
      targetId: team.admin.user.id,
      before: { ownerId: team.owner.user.id },
      after: { ownerId: team.admin.user.id, role: "owner" },
    });
  });

  it("records an unchanged rename and refused requests as nothing", async () => {
    await call(renameRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { workspaceId: team.workspace.id },
      body: { name: "Audited" },
    });
    const refused = await call(renameRoute, {
      method: "PATCH",
      token: team.member.token,
      params: { workspaceId: team.workspace.id },
      body: { name: "Mine now" },
    });
    expect(refused.status).toBe(403);
    expect(await entries()).toEqual([]);
  });

  it("records tokens and webhooks, names the token used, and never a secret", async () => {
    const made = await call<CreatedApiToken>(createTokenRoute, {
      token: team.owner.token,
      body: { name: "Deploy bot", scopes: ["webhooks:write"], projectIds: null, expiresAt: null },
    });
    const secret = made.body.token;
    // Through the token: the entries name it by its prefix.
    const hook = await call<WorkspaceWebhookWithSecret>(createWebhookRoute, {
      token: secret,
      body: { url: "https://example.com/hook", eventTypes: ["task.created"] },
    });
    const webhookId = hook.body.webhook.id;
    await call(patchWebhookRoute, {
      method: "PATCH",
      token: team.owner.token,
      params: { webhookId },
      body: { description: "Billing sync", eventTypes: ["task.created", "task.updated"] },
    });
    await call(rotateRoute, { method: "POST", token: team.owner.token, params: { webhookId } });
    await call(deleteWebhookRoute, { method: "DELETE", token: team.owner.token, params: { webhookId } });
    await call(revokeTokenRoute, {
      method: "DELETE",
      token: team.owner.token,
      params: { tokenId: made.body.item.id },
    });

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual([
      "api_token.revoked",
      "webhook.deleted",
      "webhook.secret_rotated",
      "webhook.updated",
      "webhook.created",
      "api_token.created",
    ]);
    const byAction = Object.fromEntries(log.map((entry) => [entry.action, entry]));
    expect(byAction["api_token.created"]).toMatchObject({
      targetLabel: `Deploy bot (${made.body.item.prefix}…)`,
      after: { name: "Deploy bot", scopes: ["webhooks:write"], projectIds: null, expiresAt: null },
      tokenPrefix: null,
    });
    expect(byAction["webhook.created"]).toMatchObject({
      tokenPrefix: made.body.item.prefix,
      targetLabel: "https://example.com/hook",
      after: { url: "https://example.com/hook", eventTypes: ["task.created"], enabled: true },
    });
    expect(byAction["webhook.updated"]).toMatchObject({
      before: { description: null, eventTypes: ["task.created"] },
      after: { description: "Billing sync", eventTypes: ["task.created", "task.updated"] },
    });
    expect(byAction["webhook.secret_rotated"]).toMatchObject({
      before: { secretVersion: 1 },
      after: { secretVersion: 2 },
    });
    const text = JSON.stringify(log);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(hook.body.secret);
    expect(text).not.toContain("whsec_");
  });
});

/** Entries written directly: `count` of them, a minute apart, newest last. */
async function seedEntries(workspaceId: string, count: number, fields: Record<string, unknown> = {}) {
  const start = Date.now() - count * 60_000;
  await getDb().auditLogEntry.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      id: newId(),
      workspaceId,
      actorId: team.owner.user.id,
      actorName: "Olivia Owner",
      actorEmail: team.owner.user.email,
      action: "member.updated",
      targetType: "member",
      targetId: team.member.user.id,
      targetLabel: `Change ${index}`,
      createdAt: new Date(start + index * 60_000),
      ...fields,
    })),
  });
}

/** The CSV export's raw answer (the test helper's `call` reads JSON). */
const download = (caller: Caller, query = "") =>
  exportRoute(
    new NextRequest(`http://localhost:3000/api/v1/audit-log/export${query}`, {
      headers: { authorization: `Bearer ${caller.token}` },
    }),
    { params: Promise.resolve({}) },
  );

describe("reading", () => {
  it("is for owners and admins, shows only this workspace and pages newest first", async () => {
    const other = await seedTeam("Elsewhere");
    await seedEntries(team.workspace.id, 60);
    await seedEntries(other.workspace.id, 3);
    const denied = await list(team.member);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(
      errorBody(403, "Only the workspace's owners and administrators can read the audit log"),
    );

    const first = await list(team.admin);
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]!.targetLabel).toBe("Change 59");
    const second = await list(team.admin, `?cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body.data).toHaveLength(10);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.data.at(-1)!.targetLabel).toBe("Change 0");
  });

  it("filters by action, actor, target and whole days, and says what is wrong with a filter", async () => {
    await seedEntries(team.workspace.id, 3);
    await seedEntries(team.workspace.id, 2, {
      action: "webhook.created",
      targetType: "webhook",
      actorId: team.admin.user.id,
    });
    await seedEntries(team.workspace.id, 1, { createdAt: new Date("2026-01-15T23:30:00Z") });
    expect(await entries("?action=webhook.created")).toHaveLength(2);
    expect(await entries(`?actorId=${team.admin.user.id}`)).toHaveLength(2);
    expect(await entries("?targetType=member")).toHaveLength(4);
    expect(await entries("?from=2026-01-15&to=2026-01-15")).toHaveLength(1);
    expect(await entries("?to=2026-01-14")).toHaveLength(0);
    const cases: [string, string][] = [
      ["?action=member.exploded", "Unknown action"],
      ["?from=15/01/2026", "Enter a date as YYYY-MM-DD"],
      ["?from=2026-02-01&to=2026-01-01", "The start date must be on or before the end date"],
    ];
    for (const [query, message] of cases) {
      const res = await list(team.owner, query);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it("exports the matching entries as CSV", async () => {
    await seedEntries(team.workspace.id, 3);
    await seedEntries(team.workspace.id, 1, {
      action: "webhook.created",
      targetType: "webhook",
      targetLabel: '=HYPERLINK("x")',
    });
    const res = await download(team.owner, "?action=webhook.created");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(await res.text());
    expect(rows[0]!.slice(0, 3)).toEqual(["time", "action", "actor_id"]);
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe("webhook.created");
    // A cell that a spreadsheet would run as a formula is written as text.
    expect(rows[1]![7]).not.toMatch(/^=/);
    expect((await download(team.viewer)).status).toBe(403);
  });
});

describe("retention", () => {
  it("is chosen by owners and admins within bounds, recorded, and kept by the purge", async () => {
    const settings = await call<AuditSettings>(settingsRoute, { token: team.admin.token });
    expect(settings.body.retentionDays).toBe(365);
    for (const retentionDays of [29, 3651, 90.5]) {
      const res = await call(patchSettingsRoute, {
        method: "PATCH",
        token: team.owner.token,
        body: { retentionDays },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("Keep entries between 30 and 3,650 days");
    }
    const saved = await call<AuditSettings>(patchSettingsRoute, {
      method: "PATCH",
      token: team.owner.token,
      body: { retentionDays: 90 },
    });
    expect(saved.body).toMatchObject({
      retentionDays: 90,
      actors: [{ id: team.owner.user.id, name: "Olivia Owner" }],
    });
    expect((await entries())[0]).toMatchObject({
      action: "audit.retention_changed",
      before: { retentionDays: 365 },
      after: { retentionDays: 90 },
    });
    expect(
      (
        await call(patchSettingsRoute, {
          method: "PATCH",
          token: team.member.token,
          body: { retentionDays: 60 },
        })
      ).status,
    ).toBe(403);

    const other = await seedTeam("Keeps longer");
    const old = new Date(Date.now() - 100 * 86_400_000);
    await seedEntries(team.workspace.id, 2, { createdAt: old });
    await seedEntries(other.workspace.id, 2, { createdAt: old });
    expect(await purgeOldAuditEntries()).toBe(2);
    expect(await getDb().auditLogEntry.count({ where: { workspaceId: team.workspace.id } })).toBe(1);
    expect(await getDb().auditLogEntry.count({ where: { workspaceId: other.workspace.id } })).toBe(2);
  });
});
