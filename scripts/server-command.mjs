// How production runs the server (npm start, the benchmarks, the e2e web server): the compiled
// server.ts that `npm run build` writes (scripts/build-server.mjs), on plain Node. V8's default young
// generation (16 MB semi-spaces): a 64 MB one cut the tail latency under load by a third but, once
// grown, kept about 120 MB more resident for good, idle or not (npm run bench:memory).
export const serverArgs = [".next/suite/server.cjs"];

/** A worker node (`npm run worker`): the compiled worker.ts, the jobs only. */
export const workerArgs = [".next/suite/worker.cjs"];
