// How production runs server.ts (npm start, the benchmarks). A 64 MB young generation: the server
// allocates many short-lived objects per request, and fewer scavenges cut its tail latency by a third.
// The server-only shim lets Node load lib/server (see scripts/server-only-shim.cjs).
export const serverArgs = [
  "--max-semi-space-size=64",
  "--require",
  "./scripts/server-only-shim.cjs",
  "--import",
  "tsx",
  "server.ts",
];
