import autocannon, { type Result } from "autocannon";
import type { Db } from "../lib/server/db";

export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** The embedded PostgreSQL that bench/server.ts starts, for seeding straight into the database. */
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54369);
export const BENCH_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${BENCH_PG_PORT}/suite`;

/** One autocannon run: 20 connections for BENCH_DURATION seconds unless overridden. */
export function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A line of figures: req/s, p50, p99, throughput and failures. */
export function report(name: string, result: Result): void {
  const failed = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(result.throughput.average / 1024 / 1024).toFixed(1).padStart(5)} MB/s   non-2xx/errors ${failed}`,
  );
}

/**
 * Two loads measured turn about (`rounds` runs of `seconds` each), so that both meet the same machine:
 * on a shared host the speed of the cores drifts over a minute, which made one load measured after
 * the other differ by half from run to run. Each answer sums the requests and bytes of its runs over
 * their time; its latency percentiles are the median of its runs'.
 */
export async function alternate(
  a: autocannon.Options,
  b: autocannon.Options,
  rounds = 5,
  seconds = 2,
): Promise<[Result, Result]> {
  const runs: [Result[], Result[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    runs[0].push(await run({ ...a, duration: seconds }));
    runs[1].push(await run({ ...b, duration: seconds }));
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  const merge = (results: Result[]): Result => {
    const time = results.reduce((sum, r) => sum + r.duration, 0);
    const last = results[results.length - 1]!;
    return {
      ...last,
      duration: time,
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      requests: { ...last.requests, average: results.reduce((sum, r) => sum + r.requests.total, 0) / time },
      throughput: {
        ...last.throughput,
        average: results.reduce((sum, r) => sum + r.throughput.total, 0) / time,
      },
      latency: {
        ...last.latency,
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
      },
    };
  };
  return [merge(runs[0]), merge(runs[1])];
}

/**
 * Registers a user through the API on the bench server at `base`: a real bearer token for the API
 * and the session cookie the browser would hold, for pages.
 */
export async function registerOwner(
  base: string,
  owner: { email: string; password: string; name: string },
): Promise<{ userId: string; authorization: string; cookie: string }> {
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(owner),
  });
  const { accessToken, user } = (await registered.json()) as { accessToken: string; user: { id: string } };
  const cookie = registered.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { userId: user.id, authorization: `Bearer ${accessToken}`, cookie };
}

/**
 * Pages go by the cookie's claims (proxy.ts): the session cookie switched into `workspaceId`, as the
 * browser holds it after choosing that workspace.
 */
export async function switchWorkspace(base: string, cookie: string, workspaceId: string): Promise<string> {
  const switched = await fetch(`${base}/api/v1/auth/switch-account`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ owner: workspaceId }),
  });
  if (!switched.ok) throw new Error(`switch-account answered ${switched.status}`);
  return switched.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/**
 * A task module's board, created by the API with its default columns as on first use, and its column
 * ids in board order.
 */
export async function moduleBoard(
  base: string,
  db: Db,
  moduleId: string,
  authorization: string,
): Promise<{ boardId: string; columns: string[] }> {
  const info = (await (
    await fetch(`${base}/api/v1/task-management/${moduleId}`, { headers: { authorization } })
  ).json()) as { boardId: string };
  const columns = await db.taskColumn.findMany({
    where: { boardId: info.boardId },
    orderBy: { order: "asc" },
    select: { id: true },
  });
  return { boardId: info.boardId, columns: columns.map((column) => column.id) };
}
