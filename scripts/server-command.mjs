// How production runs the server (npm start, the benchmarks, the e2e web server, the systemd unit):
// the compiled server.ts that `npm run build` writes (scripts/build-server.mjs), on plain Node. V8's
// default young generation (16 MB semi-spaces): a 64 MB one cut the tail latency under load by a
// third but, once grown, kept about 120 MB more resident for good, idle or not (npm run bench:memory).
// The old generation may grow to 1.5× what the last full collection kept before the next one
// (`--heap-growing-percent=50`; V8 lets it grow up to 4× under a high allocation rate): under the
// chat's load the heap otherwise filled with garbage to 677 MB over 200 MB live between two
// collections, the server's RSS +174–237 MB; with it +35 MB and the floor's tail no worse (bench:chat,
// docs/performance.md).
export const serverArgs = ["--heap-growing-percent=50", ".next/suite/server.cjs"];

/** A worker node (`npm run worker`): the compiled worker.ts, the jobs only. */
export const workerArgs = [".next/suite/worker.cjs"];
