// Browser benchmark of the task board (issue "Core 4"): a module whose first column holds 2,000
// tasks, opened in Debian's Chromium against the production build. Prints:
//  - navigation → interactive: the first card rendered by the client (hydrated, first page of 100
//    loaded, column count shown), cold and warm (median of 5), with the main thread's blocking time;
//  - scrolling the 2,000-card column to its end (pages of 100 loaded on the way): frame times and
//    how many cards are in the DOM at most (virtualised);
//  - a card dragged from the second column into the middle of the long column: frame times during
//    the drag, and whether it landed between the two cards it was dropped between.
// Run: npm run bench:board (builds when needed; BOARD_BENCH_PORT / BOARD_BENCH_DB_PORT).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chromium, type Page } from "@playwright/test";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { PRIORITIES } from "../modules/task-management/shared/constants";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { serverArgs } from "../scripts/server-command.mjs";
import { frameLine, frames } from "./frames";
import { moduleBoard, registerOwner } from "./load";

const PORT = Number(process.env.BOARD_BENCH_PORT ?? 3160);
const DB_PORT = Number(process.env.BOARD_BENCH_DB_PORT ?? 54392);
const DB_DIR = `.data/bench-board-postgres-${DB_PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;
const LONG = 2_000;
const SHORT = 20;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];
const owner = { email: "bench-board@example.com", password: "Secret#123", name: "Bench Owner" };

async function startServer(): Promise<ChildProcess> {
  spawnSync(process.execPath, ["scripts/reset-embedded.mjs", DB_DIR], { stdio: "inherit" });
  const child = spawn(process.execPath, serverArgs, {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: "",
      EMBEDDED_PG_DIR: DB_DIR,
      EMBEDDED_PG_PORT: String(DB_PORT),
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "warn",
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (
      await fetch(`${BASE}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("server did not start");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface Seeded {
  moduleId: string;
  columns: string[];
  long: string[];
  short: string[];
}

async function seed(): Promise<Seeded> {
  const { userId, authorization } = await registerOwner(BASE, owner);
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${DB_PORT}/suite`;
  const db = getDb();
  const workspace = await seedWorkspace(db, userId, { name: "Bench Board" });
  await db.session.updateMany({ where: { userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Bench project" });
  const tasksModule = await seedProjectModule(db, project.id, { name: "Bench Board" });
  const { boardId, columns } = await moduleBoard(BASE, db, tasksModule.id, authorization);
  const make = (n: number, columnId: string, order: number) => ({
    id: newId(),
    boardId,
    number: n,
    title: `Task ${n}: ${n % 7 === 0 ? "fix the login redirect after a session expires on mobile" : "write the release notes"}`,
    priority: PRIORITIES[n % PRIORITIES.length] as string,
    columnId,
    order,
    labels: n % 3 === 0 ? ["backend", "q3", "web", "api"].slice(0, (n % 4) + 1) : [],
    assigneeIds: n % 2 === 0 ? [userId] : [],
    dueDate: n % 4 === 0 ? new Date(Date.UTC(2026, 0, 1 + (n % 300))) : null,
    checkList: n % 5 === 0 ? [{ title: "Review", isCompleted: n % 10 === 0 }] : [],
    createdById: userId,
  });
  const long = Array.from({ length: LONG }, (_, i) => make(i + 1, columns[0] as string, (i + 1) * 100));
  const short = Array.from({ length: SHORT }, (_, i) =>
    make(LONG + i + 1, columns[1] as string, (i + 1) * 100),
  );
  await db.task.createMany({ data: [...long, ...short] });
  await db.taskBoard.update({ where: { id: boardId }, data: { nextNumber: LONG + SHORT + 1 } });
  await db.$executeRaw`ANALYZE`;
  await disconnectDb();
  return { moduleId: tasksModule.id, columns, long: long.map((t) => t.id), short: short.map((t) => t.id) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** In every page: when the first card appeared (ms since navigation start) and long tasks. */
const PROBE = () => {
  const probe = { cardAt: 0, longTasks: [] as number[] };
  (window as unknown as { probe: typeof probe }).probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="task-card"]')) {
      probe.cardAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};

async function openBoard(page: Page, url: string, firstColumn: string) {
  await page.goto(url, { waitUntil: "commit" });
  // The count shows the first page's total once the column's tasks are loaded.
  await page
    .waitForFunction(
      ([columnId, total]) => {
        const column = document.querySelector(`[data-testid="board-column"][data-column-id="${columnId}"]`);
        return (
          column?.querySelector('[data-testid="column-count"]')?.textContent === total &&
          column.querySelector('[data-testid="task-card"]') !== null
        );
      },
      [firstColumn, String(LONG)] as const,
      { timeout: 30_000 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: "/tmp/board-bench-failure.png" });
      console.error(`board did not load at ${page.url()} (screenshot: /tmp/board-bench-failure.png)`);
      throw error;
    });
  await page.locator('[data-testid="task-card"]').first().waitFor();
  return page.evaluate(() => {
    const { probe } = window as unknown as { probe: { cardAt: number; longTasks: number[] } };
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const blocking = probe.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
    return {
      ttfb: Math.round(nav.responseStart),
      domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
      interactive: Math.round(probe.cardAt),
      blocking: Math.round(blocking),
      cards: document.querySelectorAll('[data-testid="task-card"]').length,
    };
  });
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const seeded = await seed();
    const url = `${BASE}/task-management/${seeded.moduleId}`;
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: "en-US" });
    // tsx keeps function names with a __name helper, which functions sent to the page lack.
    await context.addInitScript("window.__name = (fn) => fn;");
    await context.addInitScript(PROBE);
    await context.addInitScript(() =>
      localStorage.setItem("Has-Finished-General-Dashboard-Onboarding", "true"),
    );
    // Signed in through the form, as a person would: the session then names the seeded workspace.
    const login = await context.newPage();
    await login.goto(`${BASE}/auth/login`);
    await login.getByLabel("Email").fill(owner.email);
    await login.getByLabel("Password", { exact: true }).fill(owner.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await login.waitForURL(/\/projects/);
    await login.close();

    const runs = [];
    for (let run = 0; run < 6; run++) {
      const page = await context.newPage();
      runs.push(await openBoard(page, url, seeded.columns[0] as string));
      await page.close();
    }
    const [cold, ...warm] = runs;
    console.log(
      `\nBoard with ${LONG} tasks in one column (+${SHORT} in the next), production build, Chromium\n`,
    );
    console.log(
      `navigation → interactive (cold)          ${cold!.interactive} ms   (TTFB ${cold!.ttfb} ms, DOMContentLoaded ${cold!.domContentLoaded} ms, blocking ${cold!.blocking} ms, ${cold!.cards} cards in the DOM)`,
    );
    console.log(
      `navigation → interactive (warm, median)  ${median(warm.map((r) => r.interactive))} ms   (TTFB ${median(warm.map((r) => r.ttfb))} ms, DOMContentLoaded ${median(warm.map((r) => r.domContentLoaded))} ms, blocking ${median(warm.map((r) => r.blocking))} ms)`,
    );

    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openBoard(page, url, seeded.columns[0] as string);
    const list = page.locator(
      `[data-testid="board-column"][data-column-id="${seeded.columns[0]}"] [data-testid="column-list"]`,
    );
    const lastId = seeded.long[LONG - 1] as string;

    // Scroll to the end of the long column: 600 px per frame, pages loading on the way.
    const scroll = await frames(page, () =>
      list.evaluate(async (element, last) => {
        const started = performance.now();
        let maxCards = 0;
        while (performance.now() - started < 60_000) {
          element.scrollTop += 600;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          maxCards = Math.max(maxCards, element.querySelectorAll('[data-testid="task-card"]').length);
          const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
          if (atEnd && element.querySelector(`[data-task-id="${last}"]`)) break;
        }
        return { ms: Math.round(performance.now() - started), maxCards };
      }, lastId),
    );
    console.log(
      `scroll to the end of ${LONG} cards            ${scroll.result.ms} ms (20 pages loaded on the way), at most ${scroll.result.maxCards} cards in the DOM`,
    );
    console.log(frameLine("  frames while scrolling", scroll.intervals));

    // Drag a card of the second column into the middle of the long column.
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight / 2;
    });
    await page.waitForTimeout(300);
    const visible = await list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll<HTMLElement>('[data-testid="task-card"]')]
        .map((card) => ({ id: card.dataset.taskId as string, rect: card.getBoundingClientRect() }))
        .filter(({ rect }) => rect.top > box.top + 40 && rect.bottom < box.bottom - 40)
        .sort((a, b) => a.rect.top - b.rect.top)
        .map(({ rect }) => ({ top: rect.top, height: rect.height, x: rect.left + rect.width / 2 }));
    });
    const target = visible[2]!;
    const source = page.locator(`[data-task-id="${seeded.short[0]}"]`);
    const from = (await source.boundingBox())!;
    if (process.env.BOARD_BENCH_DEBUG) {
      page.on("response", async (response) => {
        if (response.request().method() === "PATCH")
          console.log(
            "PATCH",
            response.status(),
            response.request().postData(),
            (await response.text()).slice(0, 300),
          );
      });
      page.on("console", (message) => console.log("console:", message.text()));
    }
    let shown: { before: string | null; after: string | null } = { before: null, after: null };
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().includes("/tasks/"),
      { timeout: 30_000 },
    );
    const drag = await frames(page, async () => {
      await page.mouse.move(from.x + from.width / 2, from.y + 24);
      await page.mouse.down();
      await page.waitForTimeout(400);
      await page.mouse.move(target.x, target.top + target.height * 0.6, { steps: 30 });
      await page.mouse.move(target.x + 2, target.top + target.height * 0.65, { steps: 5 });
      // Where the board shows the dragged card just before the drop: its neighbours on screen.
      shown = await list.evaluate((element, id) => {
        const cards = [...element.querySelectorAll<HTMLElement>('[data-testid="task-card"]')]
          .map((card) => ({ id: card.dataset.taskId as string, top: card.getBoundingClientRect().top }))
          .sort((a, b) => a.top - b.top);
        const at = cards.findIndex((card) => card.id === id);
        return { before: cards[at - 1]?.id ?? null, after: cards[at + 1]?.id ?? null };
      }, seeded.short[0] as string);
      await page.mouse.up();
    });
    console.log(frameLine("  frames while dragging", drag.intervals));
    await saved;
    const task = async (id: string) => {
      const res = await page.request.get(`${BASE}/api/v1/task-management/${seeded.moduleId}/tasks/${id}`);
      return (await res.json()) as { key: string; order: number; columnId: string };
    };
    const moved = await task(seeded.short[0] as string);
    const before = shown.before ? await task(shown.before) : null;
    const after = shown.after ? await task(shown.after) : null;
    const landed =
      moved.columnId === seeded.columns[0] &&
      (before === null || before.order < moved.order) &&
      (after === null || moved.order < after.order);
    console.log(
      `page errors while scrolling and dragging: ${errors.length}${errors.length ? ` (${errors[0]})` : ""}`,
    );
    console.log(
      `drop into the middle of the long column: shown between ${before?.key ?? "-"} and ${after?.key ?? "-"}, saved between orders ${before?.order ?? "-"} and ${after?.order ?? "-"} at ${moved.order} → ${landed ? "right index" : "WRONG INDEX"}`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
