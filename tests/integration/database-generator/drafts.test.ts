// Databases from templates (the spec's three samples as real tables with records) and from the AI
// smart builder's draft (built-in: the closest template, or a table of what the description names),
// created whole from what was approved; bad drafts refused before anything is made.
import { NextRequest } from "next/server";
import * as templatesRoute from "@/app/api/v1/database-generator/[moduleId]/templates/route";
import * as draftRoute from "@/app/api/v1/database-generator/[moduleId]/databases/draft/route";
import * as fromDraftRoute from "@/app/api/v1/database-generator/[moduleId]/databases/from-draft/route";
import { getDb } from "@/lib/server/db";
import { modelDraft } from "@/modules/database-generator/server/drafts";
import type { DatabaseDraft } from "@/modules/database-generator/shared/templates";
import type { DatabaseDetail } from "@/modules/database-generator/shared/types";
import type { Caller } from "../workspaces/helpers";
import { errorBody } from "../workspaces/helpers";
import { api, seedDbs, type Dbs } from "./helpers";

let dbs: Dbs;
beforeEach(async () => {
  dbs = await seedDbs();
});

async function send<T>(handler: unknown, by: Caller, path: string, body?: unknown) {
  const req = new NextRequest(`http://localhost:3000/api/v1/database-generator/${dbs.moduleId}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${by.token}`,
      "x-forwarded-for": "10.0.0.1",
      "content-type": "application/json",
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const res = await (
    handler as (r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>
  )(req, {
    params: Promise.resolve({ moduleId: dbs.moduleId }),
  });
  return { status: res.status, body: (await res.json()) as T & Record<string, unknown> };
}

describe("templates", () => {
  it("are the spec's three samples, each created as real tables with their records", async () => {
    const templates = await send<{ data: (DatabaseDraft & { id: string })[] }>(
      templatesRoute.GET,
      dbs.team.viewer,
      "/templates",
    );
    expect(templates.body.data.map((t) => t.name)).toEqual([
      "E-Commerce Transactions",
      "Social Media Analytics",
      "HR Management",
    ]);
    for (const template of templates.body.data) {
      const made = await send<DatabaseDetail>(
        fromDraftRoute.POST,
        dbs.team.member,
        "/databases/from-draft",
        template,
      );
      expect(made.status).toBe(201);
      expect(made.body.name).toBe(template.name);
      expect(made.body.tables.map((t) => [t.name, t.recordCount])).toEqual(
        template.tables.map((t) => [t.name, t.rows.length]),
      );
    }
    const hr = (await api(dbs.moduleId, dbs.team.member).listDatabases()).body.data.find(
      (d) => d.name === "HR Management",
    )!;
    const detail = (await api(dbs.moduleId, dbs.team.member).getDatabase(hr.id)).body;
    const employees = detail.tables.find((t) => t.name === "Employees")!;
    const table = (await api(dbs.moduleId, dbs.team.member).getTable(employees.id)).body;
    const salary = table.columns.find((c) => c.name === "Salary")!;
    const department = table.columns.find((c) => c.name === "Department")!;
    const rows = (
      await api(dbs.moduleId, dbs.team.member).listRecords(employees.id, { sort: `${salary.id}:desc` })
    ).body.data;
    expect(rows[0]!.cells[table.columns[0]!.id]).toBe("Iris Novak");
    expect(department.options.choices!.find((c) => c.id === rows[0]!.cells[department.id])!.name).toBe(
      "Engineering",
    );

    // The e-commerce orders link to their customers for real: shown both ways, by the records' ids.
    const client = api(dbs.moduleId, dbs.team.member);
    const shop = (await client.listDatabases()).body.data.find((d) => d.name === "E-Commerce Transactions")!;
    const shopTables = (await client.getDatabase(shop.id)).body.tables;
    const orders = (await client.getTable(shopTables.find((t) => t.name === "Orders")!.id)).body;
    const customers = (await client.getTable(shopTables.find((t) => t.name === "Customers")!.id)).body;
    const customer = orders.columns.find((c) => c.name === "Customer")!;
    expect(customer).toMatchObject({ type: "link", options: { tableId: customers.id, multiple: false } });
    expect(orders.columns.at(-1)!.id).toBe(customer.id);
    const back = customers.columns.find((c) => c.id === customer.options.inverseId)!;
    expect(back).toMatchObject({ name: "Orders", type: "link" });
    const [first] = (await client.listRecords(orders.id)).body.data;
    expect(first!.cells[orders.columns[0]!.id]).toBe("A-1001");
    const lucia = first!.cells[customer.id] as string[];
    expect(first!.titles?.[lucia[0]!]).toBe("Lucía Pérez");
    const luciaRecord = (await client.getRecord(customers.id, lucia[0]!)).body;
    expect(luciaRecord.cells[back.id]).toEqual([first!.id]);
  });
});

describe("the AI smart builder", () => {
  it("drafts from a description without a model: the closest template, or a table of what it names", async () => {
    const hr = await send<DatabaseDraft>(draftRoute.POST, dbs.team.member, "/databases/draft", {
      prompt: "Track our employees, their departments and vacation requests",
    });
    expect(hr.status).toBe(200);
    expect(hr.body.tables.map((t) => t.name)).toEqual(["Departments", "Employees", "Time off"]);
    expect(hr.body.name).toBe("Track our employees, their departments and vacation requests");
    const books = await send<DatabaseDraft>(draftRoute.POST, dbs.team.member, "/databases/draft", {
      prompt: "A list of books I want to read",
    });
    expect(books.body.tables[0]).toMatchObject({ name: "Books" });
    // What is approved (here edited) is what is made.
    const approved = { ...books.body, tables: [{ ...books.body.tables[0]!, name: "Reading list" }] };
    const made = await send<DatabaseDetail>(
      fromDraftRoute.POST,
      dbs.team.member,
      "/databases/from-draft",
      approved,
    );
    expect(made.status).toBe(201);
    expect(made.body.tables.map((t) => [t.name, t.recordCount])).toEqual([["Reading list", 2]]);
  });

  it("takes a model's answer only when it is a draft it can make", () => {
    const draft = {
      name: "Library",
      description: "Books and loans",
      tables: [
        {
          name: "Books",
          columns: [
            { name: "Title", type: "text" },
            { name: "Pages", type: "number" },
          ],
          rows: [["Dune", 412]],
        },
      ],
    };
    expect(modelDraft(`Here it is:\n\`\`\`json\n${JSON.stringify(draft)}\n\`\`\``)).toEqual(draft);
    expect(
      modelDraft(JSON.stringify({ ...draft, tables: [{ ...draft.tables[0], rows: [["Dune", "many"]] }] })),
    ).toBeNull();
    expect(modelDraft("I cannot help with that")).toBeNull();
  });

  it("refuses bad prompts and drafts before making anything, and viewers", async () => {
    expect((await send(draftRoute.POST, dbs.team.member, "/databases/draft", { prompt: "x" })).body).toEqual(
      errorBody(400, "Describe the database in 3 to 2,000 characters"),
    );
    expect(
      (await send(draftRoute.POST, dbs.team.viewer, "/databases/draft", { prompt: "employees" })).status,
    ).toBe(403);
    const bad = {
      name: "Bad",
      tables: [
        { name: "Good", columns: [{ name: "Name", type: "text" }], rows: [["fine"]] },
        {
          name: "Broken",
          columns: [
            { name: "Name", type: "text" },
            { name: "Qty", type: "number" },
          ],
          rows: [
            ["a", 1],
            ["b", "many"],
          ],
        },
      ],
    };
    const refused = await send(fromDraftRoute.POST, dbs.team.member, "/databases/from-draft", bad);
    expect(refused.body).toMatchObject({
      statusCode: 400,
      message: "Enter a number",
      table: "Broken",
      index: 1,
      column: "Qty",
    });
    expect(await getDb().dbDatabase.count({ where: { moduleId: dbs.moduleId } })).toBe(0);
    expect(
      (
        await send(fromDraftRoute.POST, dbs.team.member, "/databases/from-draft", {
          name: "Empty",
          tables: [],
        })
      ).status,
    ).toBe(400);
    expect((await send(fromDraftRoute.POST, dbs.team.viewer, "/databases/from-draft", bad)).status).toBe(403);
  });

  it("links its tables by name, refusing a link to a table it lacks or a record no table has", async () => {
    const draft = (link: unknown, owner: unknown) => ({
      name: "Crm",
      tables: [
        { name: "Companies", columns: [{ name: "Name", type: "text" }], rows: [["Acme"], ["Globex"]] },
        {
          name: "People",
          columns: [
            { name: "Name", type: "text" },
            { name: "Works at", type: "link", link },
          ],
          rows: [
            ["Ada", owner],
            ["Bob", null],
          ],
        },
      ],
    });
    const wrongTable = await send(
      fromDraftRoute.POST,
      dbs.team.member,
      "/databases/from-draft",
      draft({ table: "Firms" }, "Acme"),
    );
    expect(wrongTable.body).toMatchObject({
      statusCode: 400,
      message: "Choose a table of this database to link to",
      column: "Works at",
    });
    const unknown = await send(
      fromDraftRoute.POST,
      dbs.team.member,
      "/databases/from-draft",
      draft({ table: "companies", multiple: false }, "Initech"),
    );
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      message: "No record of the linked table has this id or name",
      table: "People",
      index: 0,
      column: "Works at",
    });
    const several = await send(
      fromDraftRoute.POST,
      dbs.team.member,
      "/databases/from-draft",
      draft({ table: "Companies", multiple: false }, "Acme, Globex"),
    );
    expect(several.body).toMatchObject({
      statusCode: 400,
      message: "This column links to one record at most",
    });
    expect(await getDb().dbDatabase.count({ where: { moduleId: dbs.moduleId } })).toBe(0);

    const made = await send<DatabaseDetail>(
      fromDraftRoute.POST,
      dbs.team.member,
      "/databases/from-draft",
      draft({ table: "Companies" }, "acme, GLOBEX"),
    );
    expect(made.status).toBe(201);
    const client = api(dbs.moduleId, dbs.team.member);
    const people = (await client.getTable(made.body.tables.find((t) => t.name === "People")!.id)).body;
    const worksAt = people.columns.find((c) => c.name === "Works at")!;
    const [ada] = (await client.listRecords(people.id)).body.data;
    expect(Object.values(ada!.titles ?? {}).sort()).toEqual(["Acme", "Globex"]);
    expect((ada!.cells[worksAt.id] as string[]).length).toBe(2);
  });
});
