// `npm start`: build if needed, then run server.ts (Next + socket.io) in production mode; with
// --worker (`npm run worker`), worker.ts: a worker node that runs the background jobs only.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { serverArgs, workerArgs } from "./server-command.mjs";

await buildIfNeeded();

const args = process.argv.includes("--worker") ? workerArgs : serverArgs;
const child = spawn(process.execPath, args, {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
// Ctrl-C reaches both processes; the server shuts down gracefully and its exit code becomes ours.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
