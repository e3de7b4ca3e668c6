import "server-only";
import { fork } from "node:child_process";
import path from "node:path";

/**
 * How this process can start the migration runner: the compiled one beside the compiled server
 * (`npm run build` writes both to .next/suite/), or the TypeScript source through tsx.
 */
function runnerArgs(): { script: string; execArgv: string[] } {
  const compiled = path.basename(__filename) === "server.cjs";
  if (compiled) return { script: path.join(path.dirname(__filename), "migrate.cjs"), execArgv: [] };
  return {
    script: path.join(process.cwd(), "lib", "server", "database", "migrate-main.ts"),
    execArgv: ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx"],
  };
}

/**
 * Applies pending migrations (a no-op when none are pending) in a child process and returns their
 * names. The schema engine's memory leaves with the child (see migrate-main.ts); its output and
 * errors go to this process's stderr/stdout.
 */
export function migrate(url: string): Promise<string[]> {
  const { script, execArgv } = runnerArgs();
  return new Promise((resolve, reject) => {
    let applied: string[] | null = null;
    const child = fork(script, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.send(url);
    child.on("message", (message) => {
      if (Array.isArray(message) && message.every((name) => typeof name === "string")) applied = message;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0 && applied) resolve(applied);
      else reject(new Error(`Migrations failed (runner exited with ${signal ?? `code ${code}`})`));
    });
  });
}
