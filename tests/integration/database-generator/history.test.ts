// A record's history (who added, changed or deleted it, the cells before and after, kept after the
// record is gone) and comments (plain text, their author's or a deleter's to remove, gone with the
// record); rights and another workspace's ids.
import { getDb } from "@/lib/server/db";
import type { Permissions } from "@/lib/schemas/permissions";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import type { Table } from "@/modules/database-generator/shared/types";
import { errorBody } from "../workspaces/helpers";
import { api, recordApi, seedDbs, seedTable, type Dbs } from "./helpers";

let dbs: Dbs;
let table: Table;
const col = (name: string) => table.columns.find((c) => c.name === name)!.id;

beforeEach(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Item", type: "text" },
    { name: "Qty", type: "number" },
    { name: "Due", type: "dateTime" },
  ]);
});

describe("a record's history", () => {
  it("keeps each change with who made it and the cells before and after, newest first", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const admin = api(dbs.moduleId, dbs.team.admin);
    const made = await member.createRecord(table.id, { [col("Item")]: "Pen", [col("Qty")]: 1 });
    await admin.updateRecord(table.id, made.body.id, { [col("Qty")]: 2, [col("Item")]: "Pen" });
    await member.updateRecord(table.id, made.body.id, {
      [col("Due")]: "2026-12-01T10:00:00Z",
      [col("Qty")]: null,
    });
    // A change that changes nothing leaves no entry.
    await member.updateRecord(table.id, made.body.id, { [col("Item")]: "Pen" });
    const history = await recordApi(dbs.moduleId, dbs.team.viewer, table.id, made.body.id).history();
    expect(history.status).toBe(200);
    expect(history.body.data.map((entry) => [entry.kind, entry.user?.id, entry.changes])).toEqual([
      [
        "updated",
        dbs.team.member.actor.userId,
        {
          [col("Due")]: { from: null, to: "2026-12-01T10:00:00.000Z" },
          [col("Qty")]: { from: 2, to: null },
        },
      ],
      ["updated", dbs.team.admin.actor.userId, { [col("Qty")]: { from: 1, to: 2 } }],
      [
        "created",
        dbs.team.member.actor.userId,
        { [col("Item")]: { from: null, to: "Pen" }, [col("Qty")]: { from: null, to: 1 } },
      ],
    ]);
    // Deleted: the history keeps what it held.
    await member.deleteRecord(table.id, made.body.id);
    const after = await recordApi(dbs.moduleId, dbs.team.viewer, table.id, made.body.id).history();
    expect(after.body.data[0]).toMatchObject({
      kind: "deleted",
      changes: {
        [col("Item")]: { from: "Pen", to: null },
        [col("Due")]: { from: "2026-12-01T10:00:00.000Z", to: null },
      },
    });
  });

  it("pages newest first and is not found from another workspace", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const made = await member.createRecord(table.id, { [col("Qty")]: 0 });
    for (let n = 1; n <= 55; n++) await member.updateRecord(table.id, made.body.id, { [col("Qty")]: n });
    const reader = recordApi(dbs.moduleId, dbs.team.member, table.id, made.body.id);
    const first = await reader.history();
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]!.changes[col("Qty")]).toEqual({ from: 54, to: 55 });
    const second = await reader.history(first.body.nextCursor!);
    expect(second.body.data).toHaveLength(6);
    expect(second.body.data.at(-1)!.kind).toBe("created");
    expect(second.body.nextCursor).toBeNull();
    expect((await reader.history("nope")).status).toBe(400);
    const other = await seedDbs("Rival");
    expect((await recordApi(other.moduleId, other.team.owner, table.id, made.body.id).history()).status).toBe(
      404,
    );
  });
});

describe("comments on a record", () => {
  it("are added by members as plain text, read by viewers, removed by their author or by who may delete", async () => {
    const member = api(dbs.moduleId, dbs.team.member);
    const made = await member.createRecord(table.id, { [col("Item")]: "Pen" });
    const byMember = recordApi(dbs.moduleId, dbs.team.member, table.id, made.body.id);
    const byViewer = recordApi(dbs.moduleId, dbs.team.viewer, table.id, made.body.id);
    const byAdmin = recordApi(dbs.moduleId, dbs.team.admin, table.id, made.body.id);
    const first = await byMember.comment("  <b>Checked</b> the stock ");
    const byAuthorOnly = await byMember.comment("mine");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: "<b>Checked</b> the stock",
      author: { id: dbs.team.member.actor.userId },
    });
    expect((await byMember.comment("   ")).body).toEqual(
      errorBody(400, "Write a comment of 1 to 5,000 characters"),
    );
    expect((await byMember.comment("x".repeat(5_001))).status).toBe(400);
    expect((await byViewer.comment("me too")).status).toBe(403);
    const second = await byAdmin.comment("Thanks");
    expect((await byViewer.comments()).body).toMatchObject({
      total: 3,
      data: [{ body: "<b>Checked</b> the stock" }, { body: "mine" }, { body: "Thanks" }],
    });
    // A viewer deletes nothing; an author deletes their own; who may delete, anyone's.
    expect((await byViewer.deleteComment(second.body.id)).status).toBe(403);
    expect((await byAdmin.deleteComment(second.body.id)).status).toBe(200);
    expect((await byMember.deleteComment(first.body.id)).status).toBe(200);
    expect((await byAdmin.deleteComment(first.body.id)).body).toEqual(errorBody(404, "Comment not found"));
    await byAdmin.comment("Again");
    // Without the matrix's Delete, a member removes only their own comments.
    const permissions: Permissions = {
      ...defaultPermissions("member"),
      databaseManagement: { view: true, add: true, edit: true, delete: false },
    };
    await getDb().workspaceMember.update({
      where: { workspaceId_userId: { workspaceId: dbs.team.workspace.id, userId: dbs.team.member.user.id } },
      data: { permissions },
    });
    const adminsComment = await byAdmin.comment("Admin's");
    expect((await byMember.deleteComment(adminsComment.body.id)).status).toBe(403);
    expect((await byMember.deleteComment(byAuthorOnly.body.id)).status).toBe(200);
    // They go with the record; a gone record takes no comments.
    expect((await member.deleteRecord(table.id, made.body.id)).status).toBe(403);
    await api(dbs.moduleId, dbs.team.admin).deleteRecord(table.id, made.body.id);
    expect(await getDb().dbRecordComment.count({ where: { recordId: made.body.id } })).toBe(0);
    expect((await byMember.comments()).status).toBe(404);
    expect((await byMember.comment("late")).status).toBe(404);
    const other = await seedDbs("Rival");
    const made2 = await member.createRecord(table.id, { [col("Item")]: "Ink" });
    expect(
      (await recordApi(other.moduleId, other.team.owner, table.id, made2.body.id).comment("hi")).status,
    ).toBe(404);
  });
});
