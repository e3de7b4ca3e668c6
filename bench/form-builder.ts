// The Form builder (issue 17 budgets), on the production build, beside the floor endpoint
// (GET /users/{id}) in the same run:
//  - a public submission (POST /public/forms/{slug}/submit, validated, stored, counted) at 20
//    connections: p99 < 60 ms;
//  - the Analyze tab's numbers over a form with 100,000 responses (GET …/analytics): < 300 ms;
//  - the CSV export of those 100,000 responses, streamed: < 10 s, with the server's resident memory
//    sampled while it runs (constant memory: the peak stays near the start);
//  - the public form page's first-load JS: < 200 KB gzipped.
// Responses are seeded in bulk with one INSERT … SELECT generate_series.
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import type { Client, Result } from "autocannon";
import { disconnectDb, getDb } from "../lib/server/db";
import { layOut } from "../modules/form-builder/shared/templates";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, registerOwner, report, run } from "./load";
import { firstLoadJs } from "./page-weight";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const RESPONSES = 100_000;
const CONNECTIONS = 20;
const BUDGET = { submit: 60, analyze: 300, exportMs: 10_000, pageKb: 200 };

const elements = layOut([
  ["heading", { heading: "Bench feedback" }],
  ["shortText", { label: "Name", required: true }, { id: "name" }],
  ["email", { label: "Email" }, { id: "email" }],
  ["radio", { label: "Rating", options: ["Great", "Good", "Poor"], required: true }, { id: "rating" }],
  ["number", { label: "Score", min: 0, max: 10 }, { id: "score" }],
  ["longText", { label: "Comments" }, { id: "comments" }],
  ["checkbox", { label: "Subscribe" }, { id: "sub" }],
]);

async function seed() {
  const owner = await registerOwner(BASE, {
    email: "bench-forms@example.com",
    password: "Secret#123",
    name: "Fran Forms",
  });
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Forms" });
  await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Surveys" });
  const moduleId = (await seedProjectModule(db, project.id, { tag: "FormBuilder", name: "Forms" })).id;
  return { owner, moduleId, db };
}

/** 100,000 responses (and as many visits) of one form's version, in two statements. */
async function seedResponses(
  db: ReturnType<typeof getDb>,
  formId: string,
  moduleId: string,
  versionId: string,
) {
  const started = Date.now();
  await db.$executeRaw`
    INSERT INTO "FormResponse" ("id", "formId", "moduleId", "versionId", "submissionId", "answers", "createdAt")
    SELECT lpad(to_hex(n), 24, '0'), ${formId}, ${moduleId}, ${versionId}, 'bench-submission-' || n,
           jsonb_build_object('name', 'Person ' || n, 'email', 'p' || n || '@example.com',
             'rating', (ARRAY['Great', 'Good', 'Poor'])[1 + n % 3], 'score', n % 11,
             'comments', 'Comment number ' || n) || CASE WHEN n % 2 = 0 THEN '{"sub": true}'::jsonb ELSE '{}'::jsonb END,
           now() - (n % 30) * interval '1 day' - (n % 86400) * interval '1 second'
      FROM generate_series(1, ${RESPONSES}) AS n`;
  await db.$executeRaw`
    INSERT INTO "FormVisit" ("id", "formId", "versionId", "startedAt", "lastElementId", "submittedAt", "createdAt")
    SELECT 'visit-bench-' || n, ${formId}, ${versionId},
           CASE WHEN n % 4 = 0 THEN NULL ELSE now() END,
           (ARRAY['name', 'email', 'rating', 'score'])[1 + n % 4],
           CASE WHEN n % 2 = 0 THEN now() END, now()
      FROM generate_series(1, ${RESPONSES * 2}) AS n`;
  await db.$executeRaw`UPDATE "Form" SET "responseCount" = ${RESPONSES} WHERE "id" = ${formId}`;
  await db.$executeRawUnsafe('ANALYZE "FormResponse", "FormVisit"');
  console.log(`Seeded ${RESPONSES} responses and ${RESPONSES * 2} visits in ${Date.now() - started} ms`);
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) : 0;
}

async function timedExport(server: ChildProcess, url: string, headers: Record<string, string>) {
  const before = rssKb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid!))), 50);
  const started = Date.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  return { ms: Date.now() - started, bytes, lines, before, peak, status: res.status };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  // Every submission comes from 127.0.0.1: the per-address limit is lifted for the bench, and the
  // proof-of-work challenge (a browser's work, not the server's) is off.
  process.env.FORM_SUBMIT_RATE_LIMIT_PER_MINUTE = "100000000";
  process.env.FORM_CHALLENGE = "false";
  const server = await startBenchServer();
  try {
    const { owner, moduleId, db } = await seed();
    const auth = { authorization: owner.authorization, "content-type": "application/json" };
    const api = `${BASE}/api/v1/form-builder/${moduleId}`;
    const create = async (title: string) =>
      (await (
        await fetch(`${api}/form`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({ title, elements, private: false }),
        })
      ).json()) as { id: string; slug: string };
    const publish = (id: string) => fetch(`${api}/form/${id}/publish`, { method: "POST", headers: auth });
    const live = await create("Submissions");
    const big = await create("100,000 responses");
    await publish(live.id);
    await publish(big.id);
    const version = async (slug: string) =>
      ((await (await fetch(`${BASE}/api/v1/public/forms/${slug}`)).json()) as { versionId: string })
        .versionId;
    const liveVersion = await version(live.slug);
    await seedResponses(db, big.id, moduleId, await version(big.slug));
    await disconnectDb();

    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    const userHeaders = { authorization: owner.authorization };
    let n = 0;
    const submitOptions = {
      url: `${BASE}/api/v1/public/forms/${live.slug}/submit`,
      method: "POST" as const,
      headers: { "content-type": "application/json", origin: BASE },
      connections: CONNECTIONS,
      setupClient: (client: Client) => {
        const next = () =>
          client.setBody(
            JSON.stringify({
              versionId: liveVersion,
              submissionId: `bench-${process.pid}-${(n += 1)}`,
              answers: {
                name: "Bench Person",
                email: "bench@example.com",
                rating: "Good",
                score: 7,
                comments: "Fine",
                sub: true,
              },
            }),
          );
        next();
        client.on("response", next);
      },
    };
    await run({ ...submitOptions, duration: 3 });
    const floor = await run({ url: floorUrl, headers: userHeaders, connections: CONNECTIONS });
    const submit = await run(submitOptions);

    const analyzeUrl = `${api}/form/${big.id}/analytics`;
    const first = await fetch(analyzeUrl, { headers: userHeaders });
    const figures = (await first.json()) as { submissions: number; views: number };
    if (figures.submissions !== RESPONSES) throw new Error(`analytics counted ${figures.submissions}`);
    const analyze = await run({ url: analyzeUrl, headers: userHeaders, connections: 1 });
    const floorAt1 = await run({ url: floorUrl, headers: userHeaders, connections: 1 });

    const exported = await timedExport(
      server,
      `${api}/form/${big.id}/responses/export?format=csv`,
      userHeaders,
    );
    const page = await firstLoadJs(BASE, `/f/${live.slug}`);

    console.log(`\nProduction build, embedded PostgreSQL; a form of ${RESPONSES} responses\n`);
    report(`floor GET /users/{id}, ${CONNECTIONS} conn`, floor);
    report(`public submit, ${CONNECTIONS} conn`, submit);
    console.log(
      `${"".padEnd(44)} ${((submit.requests.average / floor.requests.average) * 100).toFixed(0)} % of the floor's rate`,
    );
    report("floor, 1 conn", floorAt1);
    report(`analytics (${RESPONSES} responses), 1 conn`, analyze);
    console.log(
      `CSV export: ${exported.status}, ${exported.lines - 1} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ${exported.ms} ms; server RSS ${Math.round(exported.before / 1024)} MB before, peak ${Math.round(exported.peak / 1024)} MB during`,
    );
    console.log(
      `/f/{slug} first-load JS: ${page.gzipKb} KB gzipped (${page.rawKb} KB raw, ${page.files} files)`,
    );
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `\nBudget public submit p99 < ${BUDGET.submit} ms at ${CONNECTIONS} connections: ${verdict(submit.latency.p99 < BUDGET.submit)} (${submit.latency.p99} ms; the floor ${floor.latency.p99} ms)`,
    );
    console.log(
      `Budget analytics over ${RESPONSES} responses < ${BUDGET.analyze} ms: ${verdict(analyze.latency.p99 < BUDGET.analyze)} (p50 ${analyze.latency.p50} ms, p99 ${analyze.latency.p99} ms)`,
    );
    console.log(
      `Budget CSV export < ${BUDGET.exportMs} ms, streamed: ${verdict(exported.ms < BUDGET.exportMs && exported.lines - 1 === RESPONSES)} (${exported.ms} ms)`,
    );
    console.log(
      `Budget public page first-load JS < ${BUDGET.pageKb} KB: ${verdict(page.gzipKb < BUDGET.pageKb)} (${page.gzipKb} KB)`,
    );
    const failures = [floor, submit, analyze].reduce(
      (sum: number, r: Result) => sum + r.errors + r.non2xx,
      0,
    );
    if (failures) console.log(`Errors and non-2xx answers: ${failures}`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
