// Browser benchmark of the database generator's grid (issue 36: "scrolling the grid through 100,000
// rows at 60 fps median in Chromium, frames measured"): a table of 100,000 records × 10 columns
// (imported by the API from a CSV, as a person would) opened in Debian's Chromium against the
// production build. Prints the time to the first rows, the frame intervals while the grid is
// scrolled by the wheel through 30,000 px (≈ 830 rows) and while it is dragged to the middle and the
// end (the rows' pages arrive as they come on screen), and how long the jumped-to rows stayed empty.
// Run: npm run bench:database-grid (builds when needed; BENCH_PORT / BENCH_PG_PORT as the other benches).
import { getDb, disconnectDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { launchChromium, signedInPage } from "./browser";
import { frameLine, frames, percentile } from "./frames";
import { BENCH_DATABASE_URL, registerOwner } from "./load";
import { firstLoadJs } from "./page-weight";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const ROWS = Number(process.env.BENCH_GRID_ROWS ?? 100_000);
const owner = { email: "bench-database-grid@example.com", password: "Secret#123", name: "Bench Owner" };
const STATUSES = ["New", "Open", "Closed", "Waiting"];

function csv(): string {
  const lines = ["Name,Email,Amount,Quantity,Joined,Active,Status,City,Notes,Score"];
  for (let n = 1; n <= ROWS; n += 1)
    lines.push(
      [
        `Customer ${n}`,
        `customer${n}@example.com`,
        (n * 7.31).toFixed(2),
        n % 97,
        `2026-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`,
        n % 3 === 0 ? "true" : "false",
        STATUSES[n % 4],
        `City ${n % 500}`,
        `Row ${n} notes`,
        (n % 1000) / 10,
      ].join(","),
    );
  return `${lines.join("\n")}\n`;
}

async function seed(): Promise<{ url: string }> {
  const registered = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const workspace = await seedWorkspace(db, registered.userId, { name: "Bench Databases" });
  await db.session.updateMany({ where: { userId: registered.userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Data" });
  const moduleId = (await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: "Databases" }))
    .id;
  await disconnectDb();
  const api = `${BASE}/api/v1/database-generator/${moduleId}`;
  const headers = { authorization: registered.authorization, "content-type": "application/json" };
  const database = await fetch(`${api}/databases`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Customers" }),
  }).then((response) => response.json() as Promise<{ id: string }>);
  const columns = [
    { name: "Name", type: "text" },
    { name: "Email", type: "email" },
    { name: "Amount", type: "currency" },
    { name: "Quantity", type: "number" },
    { name: "Joined", type: "date" },
    { name: "Active", type: "checkbox" },
    { name: "Status", type: "singleSelect" },
    { name: "City", type: "text" },
    { name: "Notes", type: "longText" },
    { name: "Score", type: "decimal" },
  ];
  const query = new URLSearchParams({
    name: "Customers",
    format: "csv",
    header: "true",
    columns: JSON.stringify(columns),
  });
  const imported = await fetch(`${api}/databases/${database.id}/imports?${query}`, {
    method: "POST",
    headers: { authorization: registered.authorization, "content-type": "text/csv" },
    body: csv(),
  });
  if (imported.status !== 201)
    throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  const { table } = (await imported.json()) as { table: { id: string } };
  return {
    url: `${BASE}/project/${project.id}/database-generator/database/${database.id}/${table.id}?moduleId=${moduleId}`,
  };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { url } = await seed();
    const page = await signedInPage(browser, owner);

    const opened = Date.now();
    await page.goto(url);
    await page.getByTestId("table-page").and(page.locator("[data-ready=true]")).waitFor({ timeout: 60_000 });
    const openMs = Date.now() - opened;
    const grid = page.getByTestId("records-grid");
    const box = (await grid.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(500);

    // The wheel, 60 notches of 500 px about a frame apart.
    const wheel = await frames(page, async () => {
      for (let step = 0; step < 60; step += 1) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(16);
      }
      await page.waitForTimeout(300);
    });

    // The scroll bar dragged: the middle, then the end, each followed until its rows have their cells.
    const jump = async (fraction: number) => {
      const started = await grid.evaluate((node, to) => {
        node.scrollTop = (node.scrollHeight - node.clientHeight) * to;
        return performance.now();
      }, fraction);
      // Until the rows at the new place are drawn (their index near it) and none waits for its cells.
      await page.waitForFunction(
        (least) => {
          const rows = [...document.querySelectorAll('[data-testid="record-row"]')];
          const indexes = rows.map((row) => Number(row.getAttribute("aria-rowindex")));
          return (
            indexes.some((index) => index >= least) &&
            document.querySelectorAll('[data-testid="record-row"] [role="gridcell"] > span[class*="loading"]')
              .length === 0
          );
        },
        Math.floor(ROWS * fraction * 0.98),
        { timeout: 30_000, polling: "raf" },
      );
      return (await page.evaluate(() => performance.now())) - started;
    };
    const jumps = await frames(page, async () => [await jump(0.5), await jump(1)]);
    const lastNumber = await page.getByTestId("record-row").last().getByRole("rowheader").innerText();

    // First-load JS of the table's page and of the databases' page, as the signed-in browser gets them.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const path = url.slice(BASE.length);
    const tableJs = await firstLoadJs(BASE, path, { cookie });
    const dashboard = path.replace(/\/database\/.*$/, "/dashboard") + path.slice(path.indexOf("?"));
    const dashboardJs = await firstLoadJs(BASE, dashboard, { cookie });

    console.log(
      `\nDatabase grid with ${ROWS.toLocaleString("en")} records × 10 columns, production build, Chromium\n`,
    );
    console.log(
      `first-load JS: table page ${tableJs.gzipKb} KB gzipped (${tableJs.files} files), databases page ${dashboardJs.gzipKb} KB`,
    );
    console.log(`open → grid with its first rows            ${openMs} ms`);
    console.log(frameLine("wheel, 60 × 500 px", wheel.intervals));
    console.log(
      `  median ${percentile(wheel.intervals, 0.5).toFixed(1)} ms = ${(1000 / percentile(wheel.intervals, 0.5)).toFixed(0)} fps (budget: 60 fps median)`,
    );
    console.log(frameLine("jumps to the middle and the end", jumps.intervals));
    console.log(
      `  rows empty after the jump: middle ${jumps.result[0]!.toFixed(0)} ms, end ${jumps.result[1]!.toFixed(0)} ms; last row's number ${lastNumber.trim()}`,
    );
  } finally {
    await browser.close();
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
