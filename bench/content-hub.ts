// The Content hub (issue 16 budgets), with 10,000 published posts and 10,000 products in one module,
// on the production build, beside the floor endpoint (GET /users/{id}) in the same run:
//  - the public API's list page (GET /public/content-hub/{id}/blogs?limit=20, x-api-key) at 50
//    connections: p99 < 25 ms;
//  - a 304 revalidation of that page (If-None-Match): p99 < 10 ms;
//  - the editor's autosave (PATCH …/blogs/{id} {content}): p99 < 50 ms;
//  - the category tree of 500 nodes (GET …/categories/tree, one query): < 20 ms.
// Saturated runs queue requests behind each other (latency = connections / rate), so the list and
// the 304 are also measured at a steady offered rate (BENCH_RATE req/s, default 100) beside the
// floor at that rate.
import type { Result } from "autocannon";
import { disconnectDb, getDb } from "../lib/server/db";
import { newId } from "../lib/server/ids";
import { seedProject, seedProjectModule } from "../prisma/seed/projects";
import { seedWorkspace } from "../prisma/seed/users";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { BENCH_DATABASE_URL, DURATION_S, registerOwner, report, run } from "./load";
import { paced } from "./paced";
import { BASE, startBenchServer, stopBenchServer } from "./server";

const ITEMS = 10_000;
const CATEGORIES = 500;
const PUBLIC_CONNECTIONS = 50;
const AUTOSAVE_CONNECTIONS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const BUDGET = { list: 25, revalidate: 10, autosave: 50, tree: 20 };

async function seed() {
  const owner = await registerOwner(BASE, {
    email: "bench-hub@example.com",
    password: "Secret#123",
    name: "Hanna Hub",
  });
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  const db = getDb();
  const workspace = await seedWorkspace(db, owner.userId, { name: "Bench Hub" });
  await db.session.updateMany({ where: { userId: owner.userId }, data: { workspaceId: workspace.id } });
  const project = await seedProject(db, workspace.id, { name: "Website" });
  const moduleId = (await seedProjectModule(db, project.id, { tag: "ContentHub", name: "Site" })).id;
  const owned = { workspaceId: workspace.id, moduleId, projectModuleId: moduleId, workspaceModuleId: null };
  const started = Date.now();

  // 500 blog categories: 50 top level, each with 9 children (a tree of 500 nodes).
  const categories: { id: string; parentId: string | null }[] = [];
  for (let root = 0; root < CATEGORIES / 10; root++) {
    const rootId = newId();
    categories.push({ id: rootId, parentId: null });
    for (let child = 0; child < 9; child++) categories.push({ id: newId(), parentId: rootId });
  }
  await db.contentCategory.createMany({
    data: categories.map((c, n) => ({
      ...owned,
      id: c.id,
      parentId: null,
      contentType: "blog",
      name: `Category ${n}`,
      slug: `category-${n}`,
    })),
  });
  for (const c of categories.filter((c) => c.parentId))
    await db.contentCategory.update({ where: { id: c.id }, data: { parentId: c.parentId } });

  const now = Date.now();
  for (let from = 0; from < ITEMS; from += 2_000) {
    const posts = Array.from({ length: 2_000 }, (_, i) => {
      const n = from + i;
      const at = new Date(now - (ITEMS - n) * 60_000);
      return {
        ...owned,
        id: newId(),
        title: `Post number ${n}`,
        slug: `post-number-${n}`,
        content: `<p>${"Some words of the post. ".repeat(20)}</p>`,
        tags: [n % 2 ? "news" : "guide"],
        isPublished: true,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
        createdById: owner.userId,
      };
    });
    await db.contentPost.createMany({ data: posts });
    await db.contentPostCategory.createMany({
      data: posts.map((p, i) => ({ postId: p.id, categoryId: categories[(from + i) % CATEGORIES]!.id })),
    });
    await db.contentProduct.createMany({
      data: posts.map((p, i) => ({
        ...owned,
        id: newId(),
        name: `Product number ${from + i}`,
        slug: `product-number-${from + i}`,
        description: "A product.",
        price: 10 + ((from + i) % 90),
        stock: (from + i) % 50,
        isPublished: true,
        publishedAt: p.publishedAt,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
        createdById: owner.userId,
      })),
    });
  }
  await db.$executeRawUnsafe(
    'ANALYZE "ContentPost", "ContentProduct", "ContentCategory", "ContentPostCategory"',
  );
  await disconnectDb();
  console.log(
    `Seeded ${ITEMS} posts, ${ITEMS} products and ${CATEGORIES} categories in ${Date.now() - started} ms`,
  );
  return { owner, moduleId };
}

async function main(): Promise<void> {
  await buildIfNeeded();
  const server = await startBenchServer();
  try {
    const { owner, moduleId } = await seed();
    const auth = { authorization: owner.authorization, "content-type": "application/json" };
    const api = `${BASE}/api/v1/content-hub/${moduleId}`;
    const domain = (await (
      await fetch(`${api}/domain`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ domain: "https://www.example.com" }),
      })
    ).json()) as { apiKey: string };
    const draft = (await (
      await fetch(`${api}/blogs`, { method: "POST", headers: auth, body: "{}" })
    ).json()) as { id: string };
    const listUrl = `${BASE}/api/v1/public/content-hub/${moduleId}/blogs?limit=20`;
    const keyHeaders = { "x-api-key": domain.apiKey };
    const first = await fetch(listUrl, { headers: keyHeaders });
    const page = (await first.json()) as { data: unknown[] };
    const etag = first.headers.get("etag");
    if (page.data?.length !== 20 || !etag)
      throw new Error(`unexpected public page: ${JSON.stringify(page).slice(0, 200)}`);
    const revalidation = await fetch(listUrl, { headers: { ...keyHeaders, "if-none-match": etag } });
    if (revalidation.status !== 304) throw new Error(`revalidation answered ${revalidation.status}`);

    const floorUrl = `${BASE}/api/v1/users/${owner.userId}`;
    const userHeaders = { authorization: owner.authorization };
    await run({ url: listUrl, headers: keyHeaders, connections: PUBLIC_CONNECTIONS, duration: 3 });
    const floor = await run({ url: floorUrl, headers: userHeaders, connections: PUBLIC_CONNECTIONS });
    const list = await run({ url: listUrl, headers: keyHeaders, connections: PUBLIC_CONNECTIONS });
    const products = await run({
      url: `${BASE}/api/v1/public/content-hub/${moduleId}/products?limit=20`,
      headers: keyHeaders,
      connections: PUBLIC_CONNECTIONS,
    });
    const notModified = await run({
      url: listUrl,
      headers: { ...keyHeaders, "if-none-match": etag },
      connections: PUBLIC_CONNECTIONS,
    });
    // A steady offered rate, evenly spaced (bench/paced.ts), for the latency at a normal load.
    const steadyFloor = await paced({
      url: floorUrl,
      headers: userHeaders,
      rate: RATE,
      durationS: DURATION_S,
    });
    const steadyList = await paced({ url: listUrl, headers: keyHeaders, rate: RATE, durationS: DURATION_S });
    const steadyNotModified = await paced({
      url: listUrl,
      headers: { ...keyHeaders, "if-none-match": etag },
      rate: RATE,
      durationS: DURATION_S,
    });
    const autosave = await run({
      url: `${api}/blogs/${draft.id}`,
      method: "PATCH",
      headers: auth,
      body: JSON.stringify({ content: `<p>${"Autosaved words. ".repeat(200)}</p>` }),
      connections: AUTOSAVE_CONNECTIONS,
    });
    const floorAt10 = await run({ url: floorUrl, headers: userHeaders, connections: AUTOSAVE_CONNECTIONS });
    const tree = await run({
      url: `${api}/categories/tree?contentType=blog`,
      headers: userHeaders,
      connections: 1,
    });
    const floorAt1 = await run({ url: floorUrl, headers: userHeaders, connections: 1 });

    console.log(`\nProduction build, embedded PostgreSQL, ${ITEMS} published posts and ${ITEMS} products\n`);
    const line = (name: string, result: Result, base: Result) => {
      report(name, result);
      console.log(
        `${"".padEnd(44)} ${((result.requests.average / base.requests.average) * 100).toFixed(0)} % of the floor's rate`,
      );
    };
    report(`floor GET /users/{id}, ${PUBLIC_CONNECTIONS} conn`, floor);
    line(`public blogs?limit=20, ${PUBLIC_CONNECTIONS} conn`, list, floor);
    line(`public products?limit=20, ${PUBLIC_CONNECTIONS} conn`, products, floor);
    line(`public blogs 304, ${PUBLIC_CONNECTIONS} conn`, notModified, floor);
    report(`floor at ${RATE} req/s`, steadyFloor);
    report(`public blogs at ${RATE} req/s`, steadyList);
    report(`public blogs 304 at ${RATE} req/s`, steadyNotModified);
    report(`floor, ${AUTOSAVE_CONNECTIONS} conn`, floorAt10);
    line(`autosave PATCH, ${AUTOSAVE_CONNECTIONS} conn`, autosave, floorAt10);
    report("floor, 1 conn", floorAt1);
    line(`category tree (${CATEGORIES} nodes), 1 conn`, tree, floorAt1);
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `\nBudget public list p99 < ${BUDGET.list} ms at ${PUBLIC_CONNECTIONS} connections: ${verdict(list.latency.p99 < BUDGET.list)} (${list.latency.p99} ms saturated, the floor ${floor.latency.p99} ms; at ${RATE} req/s ${steadyList.latency.p99} ms, the floor ${steadyFloor.latency.p99} ms)`,
    );
    console.log(
      `Budget 304 revalidation p99 < ${BUDGET.revalidate} ms: ${verdict(steadyNotModified.latency.p99 < BUDGET.revalidate)} at ${RATE} req/s (${steadyNotModified.latency.p99} ms; saturated ${notModified.latency.p99} ms)`,
    );
    console.log(
      `Budget autosave p99 < ${BUDGET.autosave} ms: ${verdict(autosave.latency.p99 < BUDGET.autosave)} (${autosave.latency.p99} ms at ${AUTOSAVE_CONNECTIONS} connections; the floor ${floorAt10.latency.p99} ms)`,
    );
    console.log(
      `Budget category tree < ${BUDGET.tree} ms: ${verdict(tree.latency.p99 < BUDGET.tree)} (p99 ${tree.latency.p99} ms, p50 ${tree.latency.p50} ms, one request at a time; the floor p99 ${floorAt1.latency.p99} ms)`,
    );
    const failures = [floor, list, products, notModified, autosave, tree].reduce((n, r) => n + r.errors, 0);
    const non2xx = [floor, list, products, autosave, tree].reduce((n, r) => n + r.non2xx, 0);
    if (failures || non2xx) console.log(`Errors ${failures}, non-2xx ${non2xx} (304s are counted apart)`);
  } finally {
    await stopBenchServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
