import * as z from "@/lib/zod";
import {
  bodyOf,
  changeType,
  choicesFrom,
  draftBody,
  editableOf,
  problemsOf,
  PROMPT_MAX,
  PROMPT_MIN,
  removeColumn,
  removeTable,
  renameColumn,
  renameTable,
  typesFor,
} from "@/modules/database-generator/components/create/draft-edit";
import { databaseDraftSchema, draftPromptSchema } from "@/modules/database-generator/schemas/inputs";
import { isComputed, isLinked } from "@/modules/database-generator/shared/columns";
import { DATABASE_TEMPLATES } from "@/modules/database-generator/shared/templates";
import type { DatabaseDraft } from "@/modules/database-generator/shared/types";

const proposal: DatabaseDraft = {
  name: "Reading list",
  description: "Books we read",
  tables: [
    {
      name: "Books",
      columns: [
        { name: "Title", type: "text" },
        { name: "Price", type: "currency", options: { currency: "EUR", precision: 2 } },
        { name: "Genre", type: "text" },
        { name: "Added", type: "createdTime" },
      ],
      rows: [
        ["Dune", 12.5, "Sci-fi, Classic", null],
        ["Emma", 8, "classic", null],
        ["Ubik", null, "", null],
      ],
    },
    { name: "Members", columns: [{ name: "Name", type: "text" }], rows: [["Ana"]] },
  ],
};

describe("the smart builder's editable proposal", () => {
  it("takes descriptions as the server's prompt schema does", () => {
    const ok = (prompt: string) => z.safeParse(draftPromptSchema, { prompt }).success;
    expect(ok("x".repeat(PROMPT_MIN))).toBe(true);
    expect(ok("x".repeat(PROMPT_MIN - 1))).toBe(false);
    expect(ok("x".repeat(PROMPT_MAX))).toBe(true);
    expect(ok("x".repeat(PROMPT_MAX + 1))).toBe(false);
  });

  it("gives back what was proposed when nothing is edited, a body the server's schema takes", () => {
    const body = bodyOf(editableOf(proposal));
    expect(body).toEqual(proposal);
    expect(z.safeParse(databaseDraftSchema, body).success).toBe(true);
    for (const template of DATABASE_TEMPLATES) {
      const templateBody = draftBody(template, "  Mine ");
      expect(templateBody.name).toBe("Mine");
      expect(templateBody.tables).toEqual(template.tables);
      expect(z.safeParse(databaseDraftSchema, templateBody).success).toBe(true);
    }
  });

  it("removes a column with its sample values, never a table's last column nor the last table", () => {
    const draft = editableOf(proposal);
    const [books, members] = draft.tables;
    const removed = removeColumn(draft, books!.key, books!.columns[1]!.key);
    expect(removed.tables[0]!.columns.map((column) => column.name)).toEqual(["Title", "Genre", "Added"]);
    expect(removed.tables[0]!.rows[0]).toEqual(["Dune", "Sci-fi, Classic", null]);
    expect(removeColumn(draft, members!.key, members!.columns[0]!.key)).toEqual(draft);
    const oneTable = removeTable(draft, books!.key);
    expect(oneTable.tables.map((table) => table.name)).toEqual(["Members"]);
    expect(removeTable(oneTable, members!.key)).toEqual(oneTable);
    // The original is untouched.
    expect(draft.tables[0]!.columns).toHaveLength(4);
  });

  it("keeps sample values as given when a type changes; a select's choices come from them", () => {
    const draft = editableOf(proposal);
    const books = draft.tables[0]!;
    const [, price, genre] = books.columns;
    const single = changeType(draft, books.key, genre!.key, "singleSelect");
    expect(single.tables[0]!.columns[2]!.options).toEqual({
      choices: [{ name: "Sci-fi, Classic" }, { name: "classic" }],
    });
    const multi = changeType(draft, books.key, genre!.key, "multiSelect");
    expect(multi.tables[0]!.columns[2]!.options).toEqual({
      choices: [{ name: "Sci-fi" }, { name: "Classic" }],
    });
    expect(multi.tables[0]!.rows).toEqual(draft.tables[0]!.rows);
    const asNumber = changeType(draft, books.key, price!.key, "number");
    expect(asNumber.tables[0]!.columns[1]).toMatchObject({ type: "number", options: undefined });
    expect(bodyOf(asNumber).tables[0]!.columns[1]).toEqual({ name: "Price", type: "number" });
    // Back to its proposed type: its settings come back.
    const back = changeType(asNumber, books.key, price!.key, "currency");
    expect(back.tables[0]!.columns[1]!.options).toEqual({ currency: "EUR", precision: 2 });
    expect(choicesFrom([true, null, "", 3, "x".repeat(101)], false)).toEqual([{ name: "3" }]);
  });

  it("offers the types people fill in, and a computed column its own", () => {
    const [title, , , added] = editableOf(proposal).tables[0]!.columns;
    expect(typesFor(title!).some(isComputed)).toBe(false);
    expect(typesFor(title!)).toContain("singleSelect");
    expect(typesFor(added!).filter(isComputed)).toEqual(["createdTime"]);
    // Never a link, a lookup or a rollup: a draft's tables have nothing to link yet.
    expect(typesFor(title!).filter(isLinked)).toEqual([]);
    expect(typesFor({ type: "lookup", proposed: { type: "lookup", options: undefined } })).not.toContain(
      "lookup",
    );
  });

  it("names what keeps it from being created: empty, long or repeated names", () => {
    let draft = editableOf(proposal);
    expect(problemsOf(draft)).toEqual({});
    const [books, members] = draft.tables;
    draft = { ...draft, name: "  " };
    draft = renameTable(draft, members!.key, " books ");
    draft = renameColumn(draft, books!.key, books!.columns[2]!.key, "TITLE");
    draft = renameColumn(draft, books!.key, books!.columns[1]!.key, "p".repeat(101));
    expect(problemsOf(draft)).toEqual({
      name: "validation.dbNameRequired",
      [members!.key]: "validation.dbTableNameTaken",
      [books!.columns[2]!.key]: "validation.dbColumnNameTaken",
      [books!.columns[1]!.key]: "validation.dbNameTooLong",
    });
    expect(bodyOf(draft).tables[1]!.name).toBe("books");
  });
});

describe("a draft's links", () => {
  const crm: DatabaseDraft = {
    name: "CRM",
    description: "",
    tables: [
      { name: "Companies", columns: [{ name: "Name", type: "text" }], rows: [["Acme"]] },
      {
        name: "People",
        columns: [
          { name: "Name", type: "text" },
          { name: "Works at", type: "link", link: { table: "companies", multiple: false } },
          { name: "Lost", type: "link", link: { table: "Nowhere" } },
        ],
        rows: [["Ada", "Acme", "x"]],
      },
    ],
  };

  it("name their table by its key, follow its rename and go back to text when it is removed", () => {
    const draft = editableOf(crm);
    const [, worksAt, lost] = draft.tables[1]!.columns;
    expect(worksAt).toMatchObject({ type: "link", link: { tableKey: "t0", multiple: false } });
    // A link to a table the draft lacks reads as text.
    expect(lost).toMatchObject({ type: "text", link: undefined });
    expect(typesFor(worksAt!)).toContain("link");
    expect(typesFor(lost!)).not.toContain("link");

    const renamed = renameTable(draft, "t0", " Firms ");
    expect(bodyOf(renamed).tables[1]!.columns[1]).toEqual({
      name: "Works at",
      type: "link",
      link: { table: "Firms", multiple: false },
    });
    expect(databaseDraftSchema.safeParse(bodyOf(renamed)).success).toBe(true);

    // Another type drops the link; its proposed type brings it back.
    const text = changeType(draft, "t1", worksAt!.key, "text");
    expect(text.tables[1]!.columns[1]).toMatchObject({ type: "text", link: undefined });
    expect(changeType(text, "t1", worksAt!.key, "link").tables[1]!.columns[1]).toMatchObject({
      type: "link",
      link: { tableKey: "t0" },
    });

    const removed = removeTable(draft, "t0");
    expect(removed.tables[0]!.columns[1]).toMatchObject({ type: "text", link: undefined });
    expect(typesFor(removed.tables[0]!.columns[1]!)).not.toContain("link");
    expect(bodyOf(removed).tables[0]!.columns[1]).toEqual({ name: "Works at", type: "text" });
  });

  it("are in the templates whose tables relate: orders to customers, posts to accounts", () => {
    const links = DATABASE_TEMPLATES.flatMap((template) =>
      template.tables.flatMap((table) =>
        table.columns.flatMap((column) =>
          column.type === "link" ? [`${table.name} → ${column.link!.table}`] : [],
        ),
      ),
    );
    expect(links).toEqual(["Orders → Customers", "Posts → Accounts"]);
  });
});
