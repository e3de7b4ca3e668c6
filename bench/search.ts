// Search everything (issue 40 budget: over 200,000 items of mixed kinds p95 < 150 ms), on the
// production server beside the floor endpoint (GET /users/{id}) in the same run. One workspace with
// ITEMS items in all: tasks (40 %, on four boards of four projects, one private), task comments
// (15 %), blog posts (15 %), forms (10 %), time entries (10 %) and database records (10 %, in four
// tables, written through their search triggers: the time of that write is reported beside the same
// write with the triggers off), each titled with words of a
// vocabulary of English and Spanish words and made-up ones some used far more than others (as
// bench/chat-search.ts), written by SQL. Then SEARCHES searches one at a time through the API, a mix
// of what people type (whole words in either language, accents or not, partial words, a typo, a
// task key), each timed from request to answer; and the first results while typing: the prefixes of
// a word sent as a person types them after the box's debounce, each answer's time.
// Run: npm run bench:search (builds when needed; BENCH_SEARCH_ITEMS, BENCH_DURATION seconds for the
// floor run, default 10).
import { disconnectDb, getDb } from "../lib/server/db";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedBoard } from "../prisma/seed/reporting";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, registerOwner, report, run } from "./load";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 200_000);
const SEARCHES = 300;
const BUDGET_P95_MS = 150;
const TYPING_BUDGET_MS = 100;

const WORDS =
  "release deploy meeting budget invoice customer roadmap design review launch bug fix test build server database query report quarter sales marketing hiring onboarding feedback sprint planning migration schema backup password login webhook dashboard export upload folder permission board comment newsletter homepage checkout pricing reunión presupuesto factura cliente diseño revisión lanzamiento prueba servidor informe ventas contratación planificación migración contraseña archivo carpeta tablero página correo notificación calendario propuesta contrato nómina viaje oficina equipo".split(
    " ",
  );

/** SQL: TITLE_WORDS words, each a vocabulary word or (mostly) a made-up one, common ones far more often. */
const titleSql = (words: number) => `(SELECT string_agg(CASE WHEN random() < 0.35
    THEN ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int]
    ELSE 'w' || floor(20000 * random() ^ 3)::int::text END, ' ') FROM generate_series(1, ${words}) w WHERE g > 0)`;

async function seed(): Promise<{ authorization: string; userId: string; key: string }> {
  const owner = await registerOwner(BASE, {
    email: "bench-search@example.com",
    password: "Secret#123",
    name: "Bench Owner",
  });
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const started = Date.now();
  const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Search" });
  await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
  const boards: { id: string; column: string }[] = [];
  const hubs: string[] = [];
  const builders: string[] = [];
  const trackers: string[] = [];
  const databases: string[] = [];
  for (let p = 0; p < 4; p++) {
    const project = await seedProject(db, workspace.id, { name: `Project ${p + 1}`, private: p === 3 });
    const boardModule = await seedProjectModule(db, project.id, {
      tag: "TaskManagement",
      name: `Board ${p + 1}`,
    });
    const board = await seedBoard(db, {
      workspaceId: workspace.id,
      projectModuleId: boardModule.id,
      keyPrefix: `B${"ABCD"[p]}`,
    });
    boards.push({ id: board.id, column: board.columns[0]!.id });
    hubs.push((await seedProjectModule(db, project.id, { tag: "ContentHub", name: `Hub ${p + 1}` })).id);
    builders.push(
      (await seedProjectModule(db, project.id, { tag: "FormBuilder", name: `Forms ${p + 1}` })).id,
    );
    trackers.push(
      (await seedProjectModule(db, project.id, { tag: "TimeTracker", name: `Time ${p + 1}` })).id,
    );
    databases.push(
      (await seedProjectModule(db, project.id, { tag: "DatabaseGenerator", name: `Data ${p + 1}` })).id,
    );
  }
  const share = (part: number) => Math.round(ITEMS * part);
  const tasks = share(0.4);
  await db.$executeRawUnsafe(
    `INSERT INTO "Task" ("id", "boardId", "number", "title", "description", "columnId", "order", "createdById", "updatedAt")
     SELECT lpad(to_hex(g), 24, '0'), b.ids[1 + g % 4], g / 4 + 1, ${titleSql(6)},
            '<p>' || ${titleSql(24)} || '</p>', b.cols[1 + g % 4], g, $2, now()
       FROM generate_series(1, ${tasks}) g, (SELECT $3::text[] AS ids, $4::text[] AS cols) b`,
    WORDS,
    owner.userId,
    boards.map((board) => board.id),
    boards.map((board) => board.column),
  );
  await db.$executeRawUnsafe(
    `UPDATE "TaskBoard" b SET "nextNumber" = ${tasks} / 4 + 2 WHERE b."id" = ANY($1::text[])`,
    boards.map((board) => board.id),
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "TaskActivity" ("id", "boardId", "taskId", "actorId", "actionType", "changes", "createdAt")
     SELECT 'c' || lpad(to_hex(g), 23, '0'), b.ids[1 + g % 4], lpad(to_hex(4 * (1 + (g * 37) % (${tasks} / 4 - 1)) + g % 4), 24, '0'), $2, 'commented',
            jsonb_build_object('type', 'commented', 'comment', jsonb_build_object('text', ${titleSql(12)})), now()
       FROM generate_series(1, ${share(0.15)}) g, (SELECT $3::text[] AS ids) b`,
    WORDS,
    owner.userId,
    boards.map((board) => board.id),
  );
  for (const [table, count, columns, values] of [
    [
      "ContentPost",
      share(0.15),
      `"title", "slug", "content"`,
      `${titleSql(6)}, 'post-' || g, '<p>' || ${titleSql(40)} || '</p>'`,
    ],
    ["Form", share(0.1), `"title", "description", "slug"`, `${titleSql(4)}, ${titleSql(10)}, 'form-' || g`],
  ] as const) {
    await db.$executeRawUnsafe(
      `INSERT INTO "${table}" ("id", "workspaceId", "moduleId", "projectModuleId", ${columns}, "createdById", "updatedAt")
       SELECT 'e' || lpad(to_hex(g), 23, '0'), $2, m.ids[1 + g % 4], m.ids[1 + g % 4], ${values}, $3, now()
         FROM generate_series(1, ${count}) g, (SELECT $4::text[] AS ids) m`,
      WORDS,
      workspace.id,
      owner.userId,
      table === "ContentPost" ? hubs : builders,
    );
  }
  await db.$executeRawUnsafe(
    `INSERT INTO "TimeEntry" ("id", "workspaceId", "moduleId", "projectModuleId", "userId", "description", "start", "end", "updatedAt")
     SELECT 't' || lpad(to_hex(g), 23, '0'), $2, m.ids[1 + g % 4], m.ids[1 + g % 4], $3, ${titleSql(5)},
            now() - make_interval(hours => g), now() - make_interval(hours => g) + interval '1 hour', now()
       FROM generate_series(1, ${share(0.1)}) g, (SELECT $4::text[] AS ids) m`,
    WORDS,
    workspace.id,
    owner.userId,
    trackers,
  );
  // Database records: a table (a title and notes) in each database module, made through the API (its
  // records table and search triggers), its records written by SQL through the triggers; the same
  // write into a fifth table with its triggers off, for what they cost.
  const records = Math.round(share(0.1) / 4);
  const writes: number[] = [];
  let plain = 0;
  const api = async <T>(moduleId: string, path: string, body: unknown): Promise<T> => {
    const answer = await fetch(`${BASE}/api/v1/database-generator/${moduleId}${path}`, {
      method: "POST",
      headers: { authorization: owner.authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  for (const [n, moduleId] of [...databases, databases[0]!].entries()) {
    const database = await api<{ id: string }>(moduleId, "/databases", { name: `Database ${n + 1}` });
    const table = await api<{ id: string; columns: { id: string }[] }>(
      moduleId,
      `/databases/${database.id}/tables`,
      {
        name: "Leads",
        columns: [
          { name: "Name", type: "text" },
          { name: "Notes", type: "longText" },
        ],
      },
    );
    const target = `"db_${workspace.id}"."t_${table.id}"`;
    const off = n === databases.length;
    if (off) await db.$executeRawUnsafe(`ALTER TABLE ${target} DISABLE TRIGGER USER`);
    const begun = performance.now();
    await db.$executeRawUnsafe(
      `INSERT INTO ${target} ("id", "number", "c_${table.columns[0]!.id}", "c_${table.columns[1]!.id}")
       SELECT lpad(to_hex(g), 23, '0') || '${n}', g, ${titleSql(4)}, ${titleSql(20)}
         FROM generate_series(1, ${records}) g`,
      WORDS,
    );
    if (off) {
      plain = performance.now() - begun;
      await db.$executeRawUnsafe(`DROP TABLE ${target}`);
      await db.dbTable.delete({ where: { id: table.id } });
    } else writes.push(performance.now() - begun);
  }
  const traced = writes.reduce((sum, ms) => sum + ms, 0) / writes.length;
  console.log(
    `Database records: ${records} a table written by one INSERT in ${traced.toFixed(0)} ms with the search triggers (mean of ${writes.length}), ${plain.toFixed(0)} ms without (${((1000 * (traced - plain)) / records).toFixed(1)} µs a record more)`,
  );
  await db.$executeRawUnsafe(
    'VACUUM ANALYZE "Task", "TaskActivity", "ContentPost", "Form", "TimeEntry", "DbRecordSearch"',
  );
  const counted = await db.$queryRawUnsafe<{ n: bigint }[]>(
    `SELECT (SELECT count(*) FROM "Task") + (SELECT count(*) FROM "TaskActivity" WHERE "actionType" = 'commented')
          + (SELECT count(*) FROM "ContentPost") + (SELECT count(*) FROM "Form") + (SELECT count(*) FROM "TimeEntry")
          + (SELECT count(*) FROM "DbRecordSearch") AS n`,
  );
  await disconnectDb();
  console.log(`Seeded ${counted[0]!.n} searchable items in ${Date.now() - started} ms`);
  return { authorization: owner.authorization, userId: owner.userId, key: "BB-123" };
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

async function timed(q: string, authorization: string): Promise<{ ms: number; hits: number }> {
  const started = performance.now();
  const answer = await fetch(`${BASE}/api/v1/search?${new URLSearchParams({ q })}`, {
    headers: { authorization },
  });
  if (!answer.ok) throw new Error(`search answered ${answer.status}: ${await answer.text()}`);
  const body = (await answer.json()) as { groups: { hits: unknown[] }[] };
  return {
    ms: performance.now() - started,
    hits: body.groups.reduce((sum, group) => sum + group.hits.length, 0),
  };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { authorization, userId, key } = await seed();
    const mix = [
      "deploy",
      "budget review",
      "revision",
      "reunión",
      "diseno pagina",
      "newslettr",
      "onboard",
      "w12",
      '"sprint planning"',
      key,
      "presupuesto or factura",
      "contrasena",
    ];
    for (const q of mix) await timed(q, authorization); // warm-up, not counted
    const times: number[] = [];
    const hits = new Map<string, number>();
    for (let i = 0; i < SEARCHES; i++) {
      const q = mix[i % mix.length]!;
      const result = await timed(q, authorization);
      times.push(result.ms);
      hits.set(q, result.hits);
    }
    times.sort((a, b) => a - b);
    // Typing "planning" a letter at a time: the box sends what rests for its debounce; each answer timed.
    const typing: number[] = [];
    for (const word of ["planning", "migración", "dashboard"])
      for (let n = 3; n <= word.length; n++) typing.push((await timed(word.slice(0, n), authorization)).ms);
    typing.sort((a, b) => a - b);
    const floor = await run({
      url: `${BASE}/api/v1/users/${userId}`,
      headers: { authorization },
      connections: 10,
    });
    report("GET /api/v1/users/{id} (floor, 10 conn.)", floor);
    console.log(
      `GET /api/v1/search, ${SEARCHES} one at a time over ${ITEMS} items: p50 ${p(times, 0.5).toFixed(1)} ms, p95 ${p(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    console.log(`  results per query: ${[...hits].map(([q, n]) => `${q}=${n}`).join(", ")}`);
    console.log(
      `Typing (prefixes of 3+ letters, ${typing.length} answers): p50 ${p(typing, 0.5).toFixed(1)} ms, p95 ${p(typing, 0.95).toFixed(1)} ms, max ${typing.at(-1)!.toFixed(1)} ms`,
    );
    console.log(
      `Budget search p95 < ${BUDGET_P95_MS} ms: ${p(times, 0.95) < BUDGET_P95_MS ? "met" : "MISSED"}; first results within ${TYPING_BUDGET_MS} ms of the debounce (p95): ${p(typing, 0.95) < TYPING_BUDGET_MS ? "met" : "MISSED"}`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
