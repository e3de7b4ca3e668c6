import { newId } from "../../lib/server/ids";
import { expectAccessible } from "./a11y";
import { cell, fromTemplate, openModule, openTable, paste } from "./database-helpers";
import { expect, test, signInAs } from "./fixtures";

// Database generator (issue 36): a database made from scratch and filled in its grid with the
// keyboard, a pasted range and an undo; a pasted CSV imported through its preview; a template made
// whole and seen as an ER diagram, in Spanish; axe on each screen.

test("a database from scratch: a table, typed columns, records typed, pasted, undone, sorted and searched", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  await openModule(page, db, member);
  await expect(page.getByTestId("databases-empty")).toBeVisible();
  await expectAccessible(page, { name: "database-generator-empty" });

  await page.getByTestId("create-database").first().click();
  const ways = page.getByRole("dialog", { name: "Create a new database" });
  await expect(ways.getByText("Jump right in and build your own")).toBeVisible();
  await ways.getByTestId("way-scratch").click();
  const scratch = page.getByRole("dialog", { name: "Create a database" });
  await scratch.getByRole("button", { name: "Create database" }).click();
  await expect(scratch.getByText("Enter a description")).toBeVisible();
  await scratch.getByLabel("Name").fill("Inventory");
  await scratch.getByLabel("Description").fill("What we stock");
  await scratch.getByRole("button", { name: "Create database" }).click();

  await expect(page).toHaveURL(/\/database\/[0-9a-f]{24}\?/);
  await expect(page.getByTestId("tables-empty")).toBeVisible();
  await page.getByTestId("add-table").click();
  await page.getByRole("dialog", { name: "Add a table" }).getByLabel("Table name").fill("Products");
  await page.getByRole("dialog", { name: "Add a table" }).getByRole("button", { name: "Add table" }).click();
  await expect(page).toHaveURL(/\/database\/[0-9a-f]{24}\/[0-9a-f]{24}\?/);
  await expect(page.getByTestId("table-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("records-empty")).toBeVisible();

  for (const [name, type] of [
    ["Price", "Currency"],
    ["In stock", "Checkbox"],
  ] as const) {
    await page.getByTestId("add-column").click();
    const dialog = page.getByRole("dialog", { name: "Add column" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByTestId("column-type").click();
    await page.getByRole("option", { name: type, exact: true }).click();
    await dialog.getByTestId("column-save").click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId("column-header")).toHaveCount(3);

  // A record through its form: a value its column cannot read is named, then fixed.
  await page.getByTestId("add-record").click();
  const form = page.getByRole("dialog", { name: "New record" });
  await form.getByLabel("Name").fill("Desk");
  await form.getByLabel("Price").fill("a lot");
  await form.getByTestId("create-record").click();
  await expect(form.getByText("Enter a number")).toBeVisible();
  await form.getByLabel("Price").fill("120");
  await form.getByTestId("create-record").click();
  await expect(form).toBeHidden();
  await expect(await cell(page, 0, "Price")).toHaveText("$120.00");

  // A block pasted from a spreadsheet at the first cell: the first row rewritten, two added.
  const grid = page.getByTestId("records-grid");
  await (await cell(page, 0, "Name")).click();
  await paste(grid, "Desk\t120\nChair\t45\nLamp\t19.5\n");
  await expect(page.getByTestId("record-count")).toHaveText("3 records");
  await expect(await cell(page, 2, "Price")).toHaveText("$19.50");

  // The keyboard: type over a cell, Enter keeps it and moves down; Space ticks a box; Ctrl+Z undoes.
  await (await cell(page, 1, "Name")).click();
  await page.keyboard.type("Office chair");
  await page.keyboard.press("Enter");
  await expect(await cell(page, 1, "Name")).toHaveText("Office chair");
  await expect(await cell(page, 2, "Name")).toHaveAttribute("data-active", "true");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect((await cell(page, 2, "In stock")).getByLabel("✓")).toBeVisible();
  await page.keyboard.press("Control+z");
  await expect((await cell(page, 2, "In stock")).getByLabel("✓")).toHaveCount(0);
  // A value the column refuses is named and not kept.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("cheap");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Price: Enter a number")).toBeVisible();
  await expect(await cell(page, 2, "Price")).toHaveText("$19.50");

  // Sorted by price, highest first; then searched.
  await page.getByRole("button", { name: "Column Price: options" }).click();
  await page.getByRole("menuitem", { name: "Sort descending" }).click();
  await expect(await cell(page, 0, "Name")).toHaveText("Desk");
  await expect(await cell(page, 2, "Name")).toHaveText("Lamp");
  // The view is in the address: a reload opens it sorted the same.
  await expect(page).toHaveURL(/sort=[0-9a-f]{24}%3Adesc/);
  await page.reload();
  await expect(page.getByTestId("table-page")).toHaveAttribute("data-ready", "true");
  await expect(await cell(page, 0, "Name")).toHaveText("Desk");
  await expect(page.getByTestId("sort-button")).toHaveText("Sorted by 1 column");
  await page.getByTestId("records-search").fill("lamp");
  await expect(page.getByTestId("record-count")).toHaveText("1 record");
  await page.getByTestId("records-search").fill("");
  await expect(page.getByTestId("record-count")).toHaveText("3 records");

  // Grouped by price: a header per value with its count, one collapsed; then ungrouped again.
  await page.getByTestId("group-button").click();
  await page.getByTestId("group-column").click();
  await page.getByRole("option", { name: "Price", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("group-header")).toHaveCount(3);
  await expect(page.getByTestId("group-header").first()).toContainText("$19.50");
  await expect(page.getByTestId("record-count")).toHaveText("3 records in 3 groups");
  await page.getByTestId("group-header").first().getByTestId("group-toggle").click();
  await expect(page.getByTestId("record-row")).toHaveCount(2);
  await expectAccessible(page, { name: "database-generator-grouped" });
  await page.getByTestId("group-button").click();
  await page.getByTestId("group-remove").click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("group-header")).toHaveCount(0);
  await expect(page.getByTestId("record-row")).toHaveCount(3);

  // The record's form: a comment, and its history.
  await page.getByRole("button", { name: "Open record 2" }).click();
  const drawer = page.getByRole("dialog", { name: "Record 2" });
  await drawer.getByRole("tab", { name: "Comments" }).click();
  await drawer.getByLabel("New comment").fill("Reorder in March");
  await drawer.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(drawer.getByTestId("record-comment")).toContainText("Reorder in March");
  await drawer.getByRole("tab", { name: "History" }).click();
  await expect(drawer.getByTestId("record-change").first()).toContainText("Chair → Office chair");
  await expectAccessible(page, { name: "database-generator-record" });
  await page.keyboard.press("Escape");
  await expectAccessible(page, { name: "database-generator-table" });
});

test("pasted CSV imported through its preview; a template as an ER diagram, in Spanish", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);

  await page.getByTestId("create-database").first().click();
  await page.getByTestId("way-import").click();
  const dialog = page.getByTestId("database-import-dialog");
  await expect(page.getByRole("dialog", { name: "Import from other sources" })).toBeVisible();
  await dialog
    .getByTestId("database-import-paste")
    .fill("Name,Email,Joined\nAna,ana@example.com,2026-01-05\nLuis,luis@example.com,2026-02-10\n");
  await dialog.getByTestId("database-import-table-name").fill("Members");
  await dialog.getByTestId("database-import-next").click();
  await expect(dialog.getByTestId("database-import-preview")).toContainText("ana@example.com");
  await expect(dialog.getByTestId("database-import-column-type").nth(1)).toHaveValue("E-mail");
  await expect(dialog.getByTestId("database-import-column-type").nth(2)).toHaveValue("Date");
  await dialog.getByTestId("database-import-submit").click();
  await expect(page).toHaveURL(/\/database\/[0-9a-f]{24}\/[0-9a-f]{24}\?/);
  await expect(page.getByTestId("record-count")).toHaveText("2 records");
  await expect(await cell(page, 1, "Email")).toHaveText("luis@example.com");

  // A template, made whole, in Spanish; its tables as an ER diagram.
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "es", url: new URL(page.url()).origin }]);
  await fromTemplate(page, place, "HR Management");
  await expect(page.getByTestId("table-row")).toHaveCount(3);
  await expect(page.getByRole("columnheader", { name: "Número de registros" })).toBeVisible();
  await expectAccessible(page, { name: "database-generator-database-es" });
  await page.locator("label", { hasText: "Diagrama ER" }).click();
  await expect(page).toHaveURL(/view=erd/);
  await expect(page.getByTestId("erd-table")).toHaveCount(3);
  await expect(page.getByTestId("erd-table").filter({ hasText: "Employees" })).toBeVisible();
  await expectAccessible(page, { name: "database-generator-erd-es" });
  await page
    .getByTestId("erd-table")
    .filter({ hasText: "Employees" })
    .getByText("Employees", { exact: true })
    .click();
  await expect(page.getByTestId("table-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("button", { name: "Añadir registro" })).toBeVisible();
});

test("a workspace's own module: its databases, a new one and its table on its one page", async ({
  page,
  db,
  member,
}) => {
  const definition = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: "DatabaseGenerator" } });
  const own = await db.workspaceModule.create({
    data: {
      id: newId(),
      workspaceId: member.workspace.id,
      moduleId: definition.id,
      tag: "DatabaseGenerator",
      name: "Team data",
      i: "0",
    },
  });
  await signInAs(page, member, `/workspace-modules/${own.id}`);
  await expect(page.getByTestId("database-generator")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("module-setup-state")).toHaveCount(0);
  await expect(page.getByTestId("breadcrumb-workspace-modules")).toHaveText("Workspace modules");
  await page.getByTestId("create-database").first().click();
  await expect(page).toHaveURL(/\?active=databases&view=grid&dialog=add-database$/);
  await page.getByTestId("way-scratch").click();
  const scratch = page.getByRole("dialog", { name: "Create a database" });
  await scratch.getByLabel("Name").fill("Suppliers");
  await scratch.getByLabel("Description").fill("Who we buy from");
  await scratch.getByRole("button", { name: "Create database" }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace-modules/${own.id}\\?database=[0-9a-f]{24}&view=list$`));
  await page.getByTestId("add-table").click();
  await page.getByRole("dialog", { name: "Add a table" }).getByLabel("Table name").fill("Vendors");
  await page.getByRole("dialog", { name: "Add a table" }).getByRole("button", { name: "Add table" }).click();
  await expect(page).toHaveURL(/\?database=[0-9a-f]{24}&table=[0-9a-f]{24}$/);
  await expect(page.getByTestId("table-page")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("heading", { name: "Vendors" })).toBeVisible();
  await page.getByRole("link", { name: "Databases", exact: true }).click();
  await expect(page.getByTestId("database-card")).toHaveCount(1);
  await expectAccessible(page, { name: "database-generator-workspace" });
});

test("links between tables: a link column, a record picked, seen from the other side, a rollup", async ({
  page,
  db,
  member,
}) => {
  test.setTimeout(120_000);
  const place = await openModule(page, db, member);
  await fromTemplate(page, place, "E-Commerce Transactions");
  const databaseUrl = page.url();
  await openTable(page, "Orders");

  // A link to the customers, one customer an order.
  await page.getByTestId("add-column").click();
  const dialog = page.getByRole("dialog", { name: "Add column" });
  await dialog.getByLabel("Name").fill("Buyer");
  await dialog.getByTestId("column-type").click();
  await page.getByRole("option", { name: "Link to another table", exact: true }).click();
  await expect(dialog.getByTestId("column-save")).toBeDisabled();
  await dialog.getByTestId("link-table").click();
  await page.getByRole("option", { name: "Customers", exact: true }).click();
  await expect(dialog.getByTestId("link-back-note")).toContainText("Customers");
  await dialog.getByTestId("link-multiple").click({ force: true });
  await expect(dialog.getByTestId("link-multiple")).not.toBeChecked();
  await dialog.getByTestId("column-save").click();
  await expect(dialog).toBeHidden();

  // The first order's buyer, picked with the keyboard after a search.
  const buyer = await cell(page, 0, "Buyer");
  await buyer.click();
  await page.keyboard.press("Enter");
  const picker = page.getByTestId("link-picker");
  await expect(picker.getByTestId("link-option").first()).toBeVisible();
  const first = (await picker.getByTestId("link-option").first().innerText()).split("\n")[0]!.trim();
  await picker.getByTestId("link-search").fill(first);
  await expect(picker.getByTestId("link-option")).toHaveCount(1);
  await expectAccessible(page, { name: "database-generator-link-picker" });
  await picker.getByTestId("link-search").press("Enter");
  await expect(picker).toBeHidden();
  await expect(await cell(page, 0, "Buyer")).toContainText(first);
  const order = (await (await cell(page, 0, "Order")).innerText()).trim();

  // The other side: the customer's orders by Buyer ("Orders 2": the template links them as Customer,
  // "Orders"), and a rollup counting them.
  await page.goto(databaseUrl);
  await openTable(page, "Customers");
  await page.getByTestId("records-search").fill(first);
  await expect(await cell(page, 0, "Orders 2")).toContainText(order);
  await page.getByTestId("add-column").click();
  await dialog.getByLabel("Name").fill("Order count");
  await dialog.getByTestId("column-type").click();
  await page.getByRole("option", { name: "Rollup", exact: true }).click();
  await dialog.getByTestId("link-through").click();
  await page.getByRole("option", { name: "Orders 2 (links to Orders)" }).click();
  await dialog.getByTestId("column-save").click();
  await expect(dialog).toBeHidden();
  await expect(await cell(page, 0, "Order count")).toHaveText("1");
  await expectAccessible(page, { name: "database-generator-links" });

  // A formula over the record's cells: checked as it is typed, then computed in the grid.
  await page.getByTestId("add-column").click();
  await dialog.getByLabel("Name").fill("Shout");
  await dialog.getByTestId("column-type").click();
  await page.getByRole("option", { name: "Formula", exact: true }).click();
  await dialog.getByTestId("formula-expression").fill("UPPER({Nmae})");
  await expect(dialog.getByTestId("formula-error")).toContainText("Nmae");
  await expect(dialog.getByTestId("column-save")).toBeDisabled();
  await dialog.getByTestId("formula-expression").fill('UPPER({Name}) & "!"');
  await expect(dialog.getByTestId("formula-result")).toBeVisible();
  await dialog.getByTestId("column-save").click();
  await expect(dialog).toBeHidden();
  await expect(await cell(page, 0, "Shout")).toHaveText(`${first.toUpperCase()}!`);
});
