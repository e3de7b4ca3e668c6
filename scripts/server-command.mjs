// How production runs server.ts (npm start, the benchmarks). V8's default young generation (16 MB
// semi-spaces): a 64 MB one cut the tail latency under load by a third but, once grown, kept about
// 120 MB more resident for good, idle or not (npm run bench:memory). The server-only shim lets Node
// load lib/server (see scripts/server-only-shim.cjs).
export const serverArgs = ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", "server.ts"];
