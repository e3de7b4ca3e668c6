import type { Column } from "@/modules/database-generator/shared/types";
import type { FormSettings } from "@/modules/database-generator/shared/views";
import {
  REQUIRED_KEY,
  checkForm,
  checkText,
  columnsLeft,
  enterAction,
  fieldAnnouncements,
  fieldsOf,
  formEntries,
  movedField,
  requiredLeft,
  settingsKey,
  shownForm,
  tableRequires,
  withAllFields,
  withField,
  withRequired,
  withoutField,
  type FormFields,
} from "@/modules/database-generator/components/views/form-fields";
import { dbColumn } from "./helpers/db-columns";

// The database generator's form view: the fields it shows from its settings and the table, what a
// submit sends and refuses, the editor's changes of the field list, and the settings shown while saving.

const choices = [
  { id: "c1", name: "Open", color: "blue" as const },
  { id: "c2", name: "Closed", color: "red" as const },
];
const name = dbColumn("Name", "text", {}, { primary: true });
const email = dbColumn("E-mail", "email", {}, { required: true });
const status = dbColumn("Status", "singleSelect", { choices }, { required: true, defaultValue: "c1" });
const count = dbColumn("Count", "number");
const done = dbColumn("Done", "checkbox");
const stars = dbColumn("Stars", "rating", { max: 5 });
const auto = dbColumn("Number", "autoNumber");
const columns: Column[] = [name, email, status, count, done, stars, auto];

const field = (column: Column, required = false) => ({ columnId: column.id, required });
const identity = (_column: Column, value: unknown) => value;
const ids = (fields: FormFields) => fields.map((f) => f.columnId);

describe("the form's fields", () => {
  it("follows the settings' order, leaving out ids the table lacks, computed columns and repeats", () => {
    const entries = formEntries(columns, [
      field(count),
      { columnId: "f".repeat(24), required: true },
      field(auto),
      field(name, true),
      field(count, true),
    ]);
    expect(entries.map((entry) => entry.column.name)).toEqual(["Count", "Name"]);
    expect(entries.map((entry) => entry.required)).toEqual([false, true]);
  });

  it("must be filled when the form asks, or the table requires it with no default", () => {
    expect(tableRequires(email)).toBe(true);
    expect(tableRequires(status)).toBe(false);
    expect(tableRequires(count)).toBe(false);
    const entries = formEntries(columns, [field(email), field(status), field(count, true)]);
    expect(entries.map((entry) => [entry.asked, entry.required])).toEqual([
      [false, true],
      [false, false],
      [true, true],
    ]);
  });
});

describe("a submit", () => {
  const entries = formEntries(columns, [
    field(name, true),
    field(email),
    field(status),
    field(count),
    field(done),
    field(stars),
  ]);

  it("sends each filled field read by its type, and leaves empty ones out", () => {
    const check = checkForm(
      entries,
      {
        [name.id]: "  Ada ",
        [email.id]: "ada@example.com",
        [count.id]: "1,234",
        [done.id]: false,
        [stars.id]: 0,
      },
      identity,
    );
    expect(check.errors).toEqual({});
    expect(check.first).toBeNull();
    expect(check.cells).toEqual({ [name.id]: "  Ada ", [email.id]: "ada@example.com", [count.id]: 1234 });
  });

  it("marks required fields left empty and values their type cannot read, the first in the form's order", () => {
    const check = checkForm(
      entries,
      { [email.id]: "not an address", [count.id]: "many", [name.id]: "  " },
      identity,
    );
    expect(check.errors).toEqual({
      [name.id]: REQUIRED_KEY,
      [email.id]: "validation.dbCellEmail",
      [count.id]: "validation.dbCellNumber",
    });
    expect(check.first).toBe(name.id);
  });

  it("asks for a required checkbox to be ticked and a required choice to be made", () => {
    const required = formEntries(columns, [field(done, true), field(status, true)]);
    expect(checkForm(required, { [done.id]: false, [status.id]: null }, identity).errors).toEqual({
      [done.id]: REQUIRED_KEY,
      [status.id]: REQUIRED_KEY,
    });
    expect(checkForm(required, { [done.id]: true, [status.id]: "Closed" }, identity)).toEqual({
      cells: { [done.id]: true, [status.id]: "c2" },
      errors: {},
      first: null,
    });
  });

  it("reads each value through the field's conversion", () => {
    const check = checkForm(formEntries(columns, [field(count)]), { [count.id]: 7 }, () => "8");
    expect(check.cells).toEqual({ [count.id]: 8 });
  });
});

describe("the editor's field list", () => {
  const fields: FormFields = [field(name), field(count, true)];

  it("offers the writable columns not in the form, and warns of required ones left out", () => {
    expect(columnsLeft(columns, fields).map((c) => c.name)).toEqual(["E-mail", "Status", "Done", "Stars"]);
    expect(requiredLeft(columns, fields).map((c) => c.name)).toEqual(["E-mail"]);
    expect(requiredLeft(columns, withField(fields, email))).toEqual([]);
  });

  it("adds a column once, required as the table makes it, and adds all that are left", () => {
    expect(withField(fields, email)).toEqual([...fields, field(email, true)]);
    expect(withField(fields, name)).toBe(fields);
    expect(ids(withAllFields(fields, columns))).toEqual(
      ids([name, count, email, status, done, stars].map((c) => field(c))),
    );
  });

  it("removes, requires and moves fields", () => {
    expect(withoutField(fields, name.id)).toEqual([field(count, true)]);
    expect(withRequired(fields, name.id, true)).toEqual([field(name, true), field(count, true)]);
    const three = [...fields, field(done)];
    expect(ids(movedField(three, 0, 2))).toEqual([count.id, done.id, name.id]);
    expect(ids(movedField(three, 2, 1))).toEqual([name.id, done.id, count.id]);
    expect(movedField(three, 0, 3)).toBe(three);
    expect(movedField(three, -1, 0)).toBe(three);
  });

  it("saves the fields as the table has them", () => {
    const entries = formEntries(columns, [field(count, true), { columnId: "e".repeat(24), required: false }]);
    expect(fieldsOf(entries)).toEqual([field(count, true)]);
  });
});

describe("the form's texts", () => {
  it("keeps the title to 200 characters and the other texts to 2,000, trimmed", () => {
    expect(checkText("title", "  Sign up  ")).toEqual({ ok: true, value: "Sign up" });
    expect(checkText("title", "x".repeat(200))).toEqual({ ok: true, value: "x".repeat(200) });
    expect(checkText("title", "x".repeat(201))).toEqual({
      ok: false,
      error: "validation.dbViewFormTitleTooLong",
    });
    expect(checkText("description", "line\nline")).toEqual({ ok: true, value: "line\nline" });
    expect(checkText("message", "x".repeat(2_001))).toEqual({
      ok: false,
      error: "validation.dbViewFormTextTooLong",
    });
  });
});

describe("Enter in the form", () => {
  const key = (
    extra: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; isComposing: boolean }>,
  ) => ({
    key: "Enter",
    ctrlKey: false,
    metaKey: false,
    ...extra,
  });

  it("sends with Ctrl or Cmd, never alone in a one-line input", () => {
    expect(enterAction(key({ ctrlKey: true }), { tagName: "TEXTAREA" })).toBe("submit");
    expect(enterAction(key({ metaKey: true }), { tagName: "INPUT" })).toBe("submit");
    expect(enterAction(key({}), { tagName: "INPUT" })).toBe("block");
    expect(enterAction(key({}), { tagName: "TEXTAREA" })).toBeNull();
    expect(enterAction(key({}), { tagName: "BUTTON" })).toBeNull();
    expect(enterAction(key({ isComposing: true, ctrlKey: true }), { tagName: "INPUT" })).toBeNull();
    expect(enterAction(key({ key: "a", ctrlKey: true }), { tagName: "INPUT" })).toBeNull();
  });
});

describe("the settings shown while saving", () => {
  const saved: FormSettings = { title: "A", description: "", fields: [], message: "" };
  const changed: FormSettings = { ...saved, title: "B" };

  it("shows a change while it is saved and until the page's settings change", () => {
    expect(shownForm(saved, null)).toBe(saved);
    const draft = { form: changed, base: settingsKey(saved), pending: 1 };
    expect(shownForm(saved, draft)).toBe(changed);
    expect(shownForm({ ...saved }, { ...draft, pending: 0 })).toBe(changed);
    const now = { ...saved, title: "C" };
    expect(shownForm(now, { ...draft, pending: 0 })).toBe(now);
    expect(shownForm(now, draft)).toBe(changed);
  });
});

describe("a field's drag, as announced", () => {
  const entries = formEntries(columns, [field(name), field(count), field(done)]);
  const say = (key: string, values: { name: string; position?: number; count?: number }) =>
    [key, values.name, values.position, values.count].filter((part) => part !== undefined).join(" ");
  const announce = fieldAnnouncements(entries, say);
  const item = (column: Column) => ({ id: column.id, data: { current: undefined } });

  it("names the field and where it would land among the fields", () => {
    expect(announce.onDragStart({ active: item(count) } as never)).toBe("dragStart Count");
    expect(announce.onDragOver({ active: item(count), over: item(done) } as never)).toBe(
      "dragOver Count 3 3",
    );
    expect(announce.onDragOver({ active: item(count), over: null } as never)).toBe("dragOutside Count");
    expect(announce.onDragEnd({ active: item(name), over: item(count) } as never)).toBe("dragEnd Name 2 3");
    expect(announce.onDragCancel({ active: item(done), over: null } as never)).toBe("dragCancel Done");
  });
});
