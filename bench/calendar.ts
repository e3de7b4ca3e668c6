// The AI calendar (issue 33 budgets), production build, embedded PostgreSQL, beside the floor endpoint
// (GET /users/{id}) measured in the same run, turn about (bench/load.ts `alternate`):
//  - a month view (six weeks, GET …/events?from&to; answered from the node's memory while the module is
//    unchanged, and also timed just after a change) of 2,000 events, 500 of them occurrences of weekly
//    series (1,500 single events and 100 series begun in January, each expanded for the range;
//    BENCH_SERIES=500 seeds 500 series, ~4,000 occurrences): at least half the floor's rate;
//  - find a time for 10 people over 2 weeks (POST …/find-time; each person with ~60 events and a
//    daily series in the fortnight), one request at a time: p95 < 150 ms;
//  - the calendar page's first-load JS: ≤ 320 KB gzipped.
// Run: npm run bench:calendar (builds when needed; BENCH_DURATION seconds per run).
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { alternate, BENCH_DATABASE_URL, registerOwner, report, switchWorkspace } from "./load";
import { firstLoadJs } from "./page-weight";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const PEOPLE = 10;
const SINGLES = 1_500;
const SERIES = Number(process.env.BENCH_SERIES ?? 100);
const MONTH_SHARE_BUDGET = 0.5;
const FIND_BUDGET_P95_MS = 150;
const PAGE_BUDGET_KB = 320;
const FIND_SAMPLES = 200;
const COLD_SAMPLES = 30;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DAY = 86_400_000;
// March 2027 (a month away from the clocks' change): its month view runs 1 March – 4 April.
const MONTH_FROM = Date.parse("2027-03-01T00:00:00Z");
const MONTH_TO = Date.parse("2027-04-05T00:00:00Z");

type Person = { userId: string; authorization: string; cookie: string };

async function seed(): Promise<{
  people: Person[];
  moduleId: string;
  projectId: string;
  workspaceId: string;
  /** A single event the reader (people[1]) made: changed between the uncached reads. */
  readersEventId: string;
}> {
  const people: Person[] = [];
  for (let i = 0; i < PEOPLE; i++)
    people.push(
      await registerOwner(BASE, {
        email: `bench-cal-${i}@example.com`,
        password: "Secret#123",
        name: `Planner ${i}`,
      }),
    );
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const [owner, ...rest] = people;
  const workspace = await seedWorkspace(db, owner!.userId, {
    name: "Bench Calendar",
    members: rest.map(({ userId }) => ({ userId, role: "member" as const })),
  });
  await db.session.updateMany({
    where: { userId: { in: people.map((p) => p.userId) } },
    data: { workspaceId: workspace.id },
  });
  await db.user.updateMany({
    where: { id: { in: people.map((p) => p.userId) } },
    data: { timeZone: "Europe/Madrid" },
  });
  const project = await seedProject(db, workspace.id, { name: "Planning" });
  const placed = await seedProjectModule(db, project.id, { tag: "AICalendar", name: "Team calendar" });
  const owned = { workspaceId: workspace.id, moduleId: placed.id, projectModuleId: placed.id };
  const started = Date.now();
  const rows = [];
  for (let n = 0; n < SINGLES; n++) {
    // Working days of March, 08:00–18:00 UTC, 30 to 90 minutes.
    const day = MONTH_FROM + (n % 31) * DAY;
    const start = day + (8 + (n % 10)) * 3_600_000 + ((n * 15) % 60) * 60_000;
    const end = start + (30 + (n % 3) * 30) * 60_000;
    const id = newId();
    rows.push({
      id,
      ...owned,
      uid: `${id}@bench`,
      title: `Meeting ${n}`,
      color: "#1971c2",
      start: new Date(start),
      end: new Date(end),
      timeZone: "Europe/Madrid",
      spanStart: new Date(start),
      spanEnd: new Date(end),
      createdById: people[n % PEOPLE]!.userId,
    });
  }
  for (let n = 0; n < SERIES; n++) {
    // Weekly series begun in January, on one weekday, never ending.
    const start = Date.parse("2027-01-04T07:00:00Z") + (n % 5) * DAY + (n % 9) * 3_600_000;
    const id = newId();
    rows.push({
      id,
      ...owned,
      uid: `${id}@bench`,
      title: `Weekly ${n}`,
      color: "#087f5b",
      start: new Date(start),
      end: new Date(start + 1_800_000),
      timeZone: "Europe/Madrid",
      rule: "FREQ=WEEKLY",
      spanStart: new Date(start),
      spanEnd: new Date(Date.UTC(9999, 11, 31)),
      createdById: people[n % PEOPLE]!.userId,
    });
  }
  await db.calendarEvent.createMany({ data: rows });
  await db.$executeRawUnsafe('VACUUM ANALYZE "CalendarEvent"');
  await disconnectDb();
  console.log(`Seeded ${SINGLES} events and ${SERIES} weekly series in ${Date.now() - started} ms`);
  const readersEventId = rows.find((row) => row.createdById === people[1]!.userId && !("rule" in row))!.id;
  return { people, moduleId: placed.id, projectId: project.id, workspaceId: workspace.id, readersEventId };
}

const sortedP = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { people, moduleId, projectId, workspaceId, readersEventId } = await seed();
    const reader = people[1]!;
    const headers = { authorization: reader.authorization };
    const monthUrl = `${BASE}/api/v1/dashboard/${moduleId}/ai-calendar/events?from=${new Date(MONTH_FROM).toISOString()}&to=${new Date(MONTH_TO).toISOString()}`;
    const month = (await (await fetch(monthUrl, { headers })).json()) as {
      data?: unknown[];
      truncated?: boolean;
    };
    if (!month.data || month.truncated)
      throw new Error(`unexpected month: ${JSON.stringify(month).slice(0, 200)}`);
    const cookie = await switchWorkspace(BASE, reader.cookie, workspaceId);
    const pagePath = `/project/${projectId}/ai-calendar?moduleId=${moduleId}&view=month&date=2027-03-01`;
    const pageTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const began = performance.now();
      await (await fetch(`${BASE}${pagePath}`, { headers: { cookie } })).text();
      pageTimes.push(performance.now() - began);
    }
    pageTimes.sort((a, b) => a - b);
    const weight = await firstLoadJs(
      BASE,
      `/project/${projectId}/ai-calendar?moduleId=${moduleId}&view=month&date=2027-03-01`,
      {
        cookie,
      },
    );

    // Find a time: 10 people, the first two weeks of March, an hour, ten answers; one at a time.
    const findBody = JSON.stringify({
      userIds: people.map((p) => p.userId),
      minutes: 60,
      from: new Date(MONTH_FROM).toISOString(),
      to: new Date(MONTH_FROM + 14 * DAY).toISOString(),
      timeZone: "Europe/Madrid",
    });
    const find = () =>
      fetch(`${BASE}/api/v1/ai-calendar/${moduleId}/find-time`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: findBody,
      });
    const first = await find();
    if (first.status !== 200) throw new Error(`find-time answered ${first.status}: ${await first.text()}`);
    for (let i = 0; i < 20; i++) await (await find()).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < FIND_SAMPLES; i++) {
      const began = performance.now();
      await (await find()).arrayBuffer();
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);

    // The month read just after a change (the node's stored answer is stale): what the first viewer
    // after every edit waits for. One at a time.
    const coldTimes: number[] = [];
    for (let i = 0; i < COLD_SAMPLES; i++) {
      const changed = await fetch(
        `${BASE}/api/v1/dashboard/${moduleId}/ai-calendar/events/${readersEventId}`,
        {
          method: "PATCH",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ title: `Meeting 1 (${i})` }),
        },
      );
      if (changed.status !== 200)
        throw new Error(`PATCH answered ${changed.status}: ${await changed.text()}`);
      const began = performance.now();
      await (await fetch(monthUrl, { headers })).arrayBuffer();
      coldTimes.push(performance.now() - began);
    }
    coldTimes.sort((a, b) => a - b);

    // The month against the floor, turn about.
    const [floor, monthRun] = await alternate(
      { url: `${BASE}/api/v1/users/${reader.userId}`, headers, connections: CONNECTIONS },
      { url: monthUrl, headers, connections: CONNECTIONS },
    );
    console.log(`\n${CONNECTIONS} connections, production build, embedded PostgreSQL\n`);
    report("GET /api/v1/users/{id} (floor)", floor);
    report(`GET …/events, six weeks (${month.data.length} occurrences)`, monthRun);
    const share = monthRun.requests.average / floor.requests.average;
    console.log(`${"".padEnd(44)} ${(share * 100).toFixed(0)} % of the floor's rate`);
    console.log(
      `The month read just after a change (read again, not from memory; ${COLD_SAMPLES} reads, one at a time): p50 ${sortedP(coldTimes, 0.5).toFixed(1)} ms, p95 ${sortedP(coldTimes, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `Find a time, ${PEOPLE} people over 2 weeks (${FIND_SAMPLES} requests, one at a time): p50 ${sortedP(times, 0.5).toFixed(1)} ms, p95 ${sortedP(times, 0.95).toFixed(1)} ms, p99 ${sortedP(times, 0.99).toFixed(1)} ms`,
    );
    console.log(`First-load JS of the calendar page: ${weight.gzipKb} KB gzipped (${weight.files} files)`);
    console.log(
      `The month page with its ${month.data.length} occurrences rendered on the server: median ${sortedP(pageTimes, 0.5).toFixed(0)} ms (5 loads)`,
    );
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `\nBudget month view ≥ ${MONTH_SHARE_BUDGET * 100} % of the floor: ${verdict(share >= MONTH_SHARE_BUDGET)} (${(share * 100).toFixed(0)} %)`,
    );
    console.log(
      `Budget find a time p95 < ${FIND_BUDGET_P95_MS} ms: ${verdict(sortedP(times, 0.95) < FIND_BUDGET_P95_MS)} (${sortedP(times, 0.95).toFixed(1)} ms)`,
    );
    console.log(
      `Budget page JS ≤ ${PAGE_BUDGET_KB} KB: ${verdict(weight.gzipKb <= PAGE_BUDGET_KB)} (${weight.gzipKb} KB)`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
