// Saved views of a table (grid, kanban, gallery, form): made with their kind's defaults or given
// settings, renamed, moved, changed in parts, removed; names unique ignoring case; settings checked
// against the table's columns (a kanban by a single select, a form of writable columns) and read back
// without what the table no longer has; cloned with their table; rights, and other tables' and
// workspaces' ids.
import * as viewsRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/views/route";
import * as viewRoute from "@/app/api/v1/database-generator/[moduleId]/tables/[tableId]/views/[viewId]/route";
import type { Table } from "@/modules/database-generator/shared/types";
import type { DbViewAnswer } from "@/modules/database-generator/shared/views";
import { call, type CallResult } from "../helpers/http";
import { errorBody, type Caller } from "../workspaces/helpers";
import { api, seedDbs, seedTable, type Dbs } from "./helpers";

type Handler = Parameters<typeof call>[0];
const url = (moduleId: string, rest: string) =>
  `http://localhost:3000/api/v1/database-generator/${moduleId}${rest}`;

function views(moduleId: string, by: Caller) {
  const hit = <T>(
    handler: unknown,
    params: Record<string, string>,
    rest: string,
    method?: string,
    body?: unknown,
  ) =>
    call<T>(handler as Handler, {
      token: by.token,
      params: { moduleId, ...params },
      url: url(moduleId, rest),
      ...(method ? { method } : {}),
      ...(body !== undefined ? { body } : {}),
    }) as Promise<CallResult<T>>;
  return {
    list: (tableId: string) =>
      hit<{ data: DbViewAnswer[] }>(viewsRoute.GET, { tableId }, `/tables/${tableId}/views`),
    create: (tableId: string, body: unknown) =>
      hit<DbViewAnswer>(viewsRoute.POST, { tableId }, `/tables/${tableId}/views`, "POST", body),
    update: (tableId: string, viewId: string, body: unknown) =>
      hit<DbViewAnswer>(
        viewRoute.PATCH,
        { tableId, viewId },
        `/tables/${tableId}/views/${viewId}`,
        "PATCH",
        body,
      ),
    remove: (tableId: string, viewId: string) =>
      hit(viewRoute.DELETE, { tableId, viewId }, `/tables/${tableId}/views/${viewId}`, "DELETE"),
  };
}

let dbs: Dbs;
let table: Table;
let member: ReturnType<typeof views>;
const col = (name: string) => table.columns.find((c) => c.name === name)!;

beforeEach(async () => {
  dbs = await seedDbs();
  table = await seedTable(dbs, dbs.team.member, [
    { name: "Task", type: "text" },
    {
      name: "Stage",
      type: "singleSelect",
      options: {
        choices: [
          { name: "Todo", color: "blue" },
          { name: "Done", color: "green" },
        ],
      },
    },
    { name: "Points", type: "number" },
    { name: "Number", type: "autoNumber" },
    { name: "Notes", type: "longText", required: true },
  ]);
  member = views(dbs.moduleId, dbs.team.member);
});

describe("saved views", () => {
  it("start from their kind's defaults: a kanban by the first single select, a form of every writable column", async () => {
    const kanban = await member.create(table.id, { name: "Board", kind: "kanban" });
    expect(kanban.status).toBe(201);
    expect(kanban.body).toMatchObject({ name: "Board", kind: "kanban", position: 0 });
    expect(kanban.body.config.stackColumnId).toBe(col("Stage").id);
    // Cards show the first columns but the stack's own.
    expect(kanban.body.config.cardColumns).toEqual([col("Points").id, col("Number").id, col("Notes").id]);

    const form = (await member.create(table.id, { name: "Intake", kind: "form" })).body;
    expect(form.position).toBe(1);
    expect(form.config.form.title).toBe("Orders");
    expect(form.config.form.fields).toEqual([
      { columnId: col("Task").id, required: false },
      { columnId: col("Stage").id, required: false },
      { columnId: col("Points").id, required: false },
      // The auto number is computed: not asked for. Notes is required by the table.
      { columnId: col("Notes").id, required: true },
    ]);
    const grid = (await member.create(table.id, { name: "Big", kind: "grid" })).body;
    expect(grid.config).toMatchObject({ sorts: [], filter: null, group: null, hidden: [] });

    const listed = await views(dbs.moduleId, dbs.team.viewer).list(table.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((v) => v.name)).toEqual(["Board", "Intake", "Big"]);
  });

  it("keep given settings, change them in parts, move and rename; names are unique ignoring case", async () => {
    const filter = {
      conjunction: "and",
      conditions: [{ columnId: col("Points").id, operator: "gt", value: 3 }],
    };
    const made = await member.create(table.id, {
      name: "Large",
      kind: "grid",
      config: { sorts: [{ columnId: col("Points").id, dir: "desc" }], filter, hidden: [col("Notes").id] },
    });
    expect(made.status).toBe(201);
    expect(made.body.config).toMatchObject({ sorts: [{ columnId: col("Points").id, dir: "desc" }], filter });

    const changed = await member.update(table.id, made.body.id, {
      config: { group: { columnId: col("Stage").id, dir: "asc" } },
    });
    expect(changed.status).toBe(200);
    // The other parts stay as they were.
    expect(changed.body.config).toMatchObject({
      sorts: [{ columnId: col("Points").id, dir: "desc" }],
      filter,
      group: { columnId: col("Stage").id, dir: "asc" },
      hidden: [col("Notes").id],
    });

    const clash = await member.create(table.id, { name: "LARGE", kind: "gallery" });
    expect(clash.body).toEqual(errorBody(409, "This table already has a view with this name"));
    const second = (await member.create(table.id, { name: "Cards", kind: "gallery" })).body;
    expect((await member.update(table.id, second.id, { name: "large" })).status).toBe(409);

    const moved = await member.update(table.id, second.id, { position: 0, name: "Gallery" });
    expect(moved.body).toMatchObject({ name: "Gallery", position: 0 });
    expect((await member.list(table.id)).body.data.map((v) => [v.name, v.position])).toEqual([
      ["Gallery", 0],
      ["Large", 1],
    ]);
    expect((await member.remove(table.id, second.id)).status).toBe(200);
    expect((await member.list(table.id)).body.data.map((v) => [v.name, v.position])).toEqual([["Large", 0]]);
  });

  it("refuse settings the table cannot have, with the message for each", async () => {
    const other = (await seedTable(dbs, dbs.team.member, [{ name: "Elsewhere", type: "text" }], "Other"))
      .columns[0]!.id;
    const cases: [unknown, number, string][] = [
      [{ name: "", kind: "grid" }, 400, "Enter a name"],
      [{ name: "X", kind: "calendar" }, 400, "Choose grid, kanban, gallery or form"],
      [
        { name: "X", kind: "grid", config: { sorts: [{ columnId: other, dir: "asc" }] } },
        400,
        "The view names a column the table does not have",
      ],
      [
        { name: "X", kind: "kanban", config: { stackColumnId: col("Points").id } },
        400,
        "A kanban stacks its cards by a single select column",
      ],
      [
        {
          name: "X",
          kind: "form",
          config: {
            form: {
              title: "",
              description: "",
              message: "",
              fields: [{ columnId: col("Number").id, required: true }],
            },
          },
        },
        400,
        "A form can only ask for columns people fill in (not computed ones)",
      ],
      [
        { name: "X", kind: "grid", config: { hidden: [col("Task").id] } },
        400,
        "The first column names the records and cannot be hidden",
      ],
      [
        {
          name: "X",
          kind: "gallery",
          config: { cardColumns: Array.from({ length: 11 }, () => col("Points").id) },
        },
        400,
        "A card shows at most 10 columns",
      ],
      [
        {
          name: "X",
          kind: "form",
          config: { form: { title: "t".repeat(201), description: "", message: "", fields: [] } },
        },
        400,
        "The form's title is too long (at most 200 characters)",
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await member.create(table.id, body);
      expect(answer.body).toEqual(errorBody(status, message));
    }
    expect((await member.list(table.id)).body.data).toHaveLength(0);
  });

  it("read back without the columns the table no longer has, or can no longer use there", async () => {
    const kanban = (
      await member.create(table.id, {
        name: "Board",
        kind: "kanban",
        config: {
          sorts: [{ columnId: col("Points").id, dir: "asc" }],
          filter: {
            conjunction: "or",
            conditions: [
              { columnId: col("Points").id, operator: "gt", value: 1 },
              { columnId: col("Task").id, operator: "contains", value: "a" },
            ],
          },
          cardColumns: [col("Points").id, col("Notes").id],
        },
      })
    ).body;
    const client = api(dbs.moduleId, dbs.team.member);
    expect((await client.deleteColumn(table.id, col("Points").id)).status).toBe(200);
    // Without its stack column the kanban has none until one is chosen.
    expect((await client.deleteColumn(table.id, col("Stage").id)).status).toBe(200);
    const [read] = (await member.list(table.id)).body.data;
    expect(read!.id).toBe(kanban.id);
    expect(read!.config).toMatchObject({
      sorts: [],
      filter: {
        conjunction: "or",
        conditions: [{ columnId: col("Task").id, operator: "contains", value: "a" }],
      },
      stackColumnId: null,
      cardColumns: [col("Notes").id],
    });
  });

  it("are copied with their table, naming the copy's columns", async () => {
    await member.create(table.id, {
      name: "Board",
      kind: "kanban",
      config: {
        filter: { conjunction: "and", conditions: [{ columnId: col("Stage").id, operator: "isNotEmpty" }] },
      },
    });
    const copy = (await api(dbs.moduleId, dbs.team.member).cloneTable(table.id, { withRecords: false })).body;
    const [view] = (await member.list(copy.id)).body.data;
    const stage = copy.columns.find((c) => c.name === "Stage")!.id;
    expect(stage).not.toBe(col("Stage").id);
    expect(view!.config).toMatchObject({
      stackColumnId: stage,
      filter: { conjunction: "and", conditions: [{ columnId: stage, operator: "isNotEmpty" }] },
    });
    // The source's views are its own still.
    expect((await member.list(table.id)).body.data[0]!.config.stackColumnId).toBe(col("Stage").id);
  });

  it("are read by viewers and changed only by who may edit; other tables' and workspaces' ids are not found", async () => {
    const made = (await member.create(table.id, { name: "Board", kind: "kanban" })).body;
    const viewer = views(dbs.moduleId, dbs.team.viewer);
    expect((await viewer.list(table.id)).body.data).toHaveLength(1);
    expect((await viewer.create(table.id, { name: "Mine", kind: "grid" })).status).toBe(403);
    expect((await viewer.update(table.id, made.id, { name: "Mine" })).status).toBe(403);
    expect((await viewer.remove(table.id, made.id)).status).toBe(403);

    // A view of another table of the module, through this table: not found.
    const other = await seedTable(dbs, dbs.team.member, [{ name: "Name", type: "text" }], "Other");
    expect((await member.update(other.id, made.id, { name: "X" })).status).toBe(404);
    expect((await member.remove(other.id, made.id)).status).toBe(404);

    // Another workspace: its owner reaches neither our module nor, through theirs, our table or view.
    const rival = await seedDbs("Rival Data");
    const theirs = views(rival.moduleId, rival.team.owner);
    expect((await views(dbs.moduleId, rival.team.owner).list(table.id)).status).toBe(404);
    expect((await theirs.list(table.id)).status).toBe(404);
    expect((await theirs.update(table.id, made.id, { name: "X" })).status).toBe(404);
    expect((await theirs.remove(table.id, made.id)).status).toBe(404);
    expect((await member.update(table.id, "f".repeat(24), { name: "X" })).status).toBe(404);
    expect((await member.list("nope")).status).toBe(400);

    // A table's views go with it.
    expect((await api(dbs.moduleId, dbs.team.member).deleteTable(table.id)).status).toBe(200);
    expect((await member.list(table.id)).status).toBe(404);
  });
});
