// Browser benchmark of the form editor (issue 17: "the editor stays responsive with 100 elements;
// report a drag's frame times"): a form of 100 elements of mixed types opened in Debian's Chromium
// against the production build. Prints the editor's open time and the frame intervals while the
// first element is dragged by its handle to the bottom of the grid, 40 mouse steps over ~2 s (the
// grid re-lays out the other 99 as it moves), and whether the element landed there.
// Run: npm run bench:form-editor (builds when needed; BENCH_PORT / BENCH_PG_PORT as the other benches).
import type { Form } from "../modules/form-builder/shared/types";
import { layOut } from "../modules/form-builder/shared/templates";
import { getDb, disconnectDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { launchChromium, signedInPage } from "./browser";
import { frameLine, frames } from "./frames";
import { BENCH_DATABASE_URL, registerOwner } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const ELEMENTS = 100;
const STEPS = 40;
const owner = { email: "bench-form-editor@example.com", password: "Secret#123", name: "Bench Owner" };
const TYPES = ["shortText", "email", "radio", "number", "longText", "checkbox", "select", "date"] as const;

async function seed(): Promise<{ moduleId: string; formId: string }> {
  const registered = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const workspace = await seedWorkspace(db, registered.userId, { name: "Bench Forms" });
  await db.session.updateMany({ where: { userId: registered.userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Surveys" });
  const moduleId = (await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Forms" })).id;
  await disconnectDb();
  const elements = layOut(
    Array.from({ length: ELEMENTS }, (_, n) => {
      const type = TYPES[n % TYPES.length]!;
      const options = type === "radio" || type === "select" ? { options: ["One", "Two", "Three"] } : {};
      return [type, { label: `Question ${n + 1}`, ...options }, { id: `q${n}` }] as const;
    }),
  );
  const created = await fetch(`${BASE}/api/v1/form-builder/${moduleId}/form`, {
    method: "POST",
    headers: { authorization: registered.authorization, "content-type": "application/json" },
    body: JSON.stringify({ title: "A hundred questions", elements, private: false }),
  });
  if (created.status !== 201) throw new Error(`form not created: ${created.status} ${await created.text()}`);
  return { moduleId, formId: ((await created.json()) as Form).id };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { moduleId, formId } = await seed();
    const page = await signedInPage(browser, owner);

    const opened = Date.now();
    await page.goto(`${BASE}/form-builder/${moduleId}/${formId}/edit?view=form`);
    const items = page.getByTestId("canvas-element");
    await items.nth(ELEMENTS - 1).waitFor({ state: "attached", timeout: 60_000 });
    const openMs = Date.now() - opened;
    const count = await items.count();
    await page.waitForTimeout(500);

    const handle = items.first().getByLabel("Drag to move");
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const startY = from.y + from.height / 2;
    const drag = await frames(page, async () => {
      await page.mouse.move(from.x + from.width / 2, startY);
      await page.mouse.down();
      for (let step = 1; step <= STEPS; step += 1) {
        await page.mouse.move(from.x + from.width / 2, startY + (step * 600) / STEPS);
        await page.waitForTimeout(50);
      }
      await page.mouse.up();
      await page.waitForTimeout(300);
    });
    const moved = await items.first().evaluate((element) => element.getBoundingClientRect().top);

    console.log(`\nForm editor with ${count} elements, production build, Chromium\n`);
    console.log(`open → last element on the grid        ${openMs} ms`);
    console.log(frameLine("dragging the first element 600 px", drag.intervals));
    const elapsed: number[] = [];
    drag.intervals.reduce((at, interval) => (elapsed.push(at + interval), at + interval), 0);
    const long = drag.intervals.flatMap((interval, n) =>
      interval > 50 ? [`${Math.round(interval)} ms ending at ${Math.round(elapsed[n]!)} ms`] : [],
    );
    console.log(
      `  frames over 50 ms: ${long.join(", ") || "none"} (the run starts with the press and ends 300 ms after the release)`,
    );
    console.log(
      `the element moved down: ${moved > startY + 100 ? "yes" : "no"} (top ${Math.round(moved)} px, from ${Math.round(from.y)} px)`,
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
