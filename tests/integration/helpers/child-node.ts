// Another node of the suite for the tests that kill one: a script run by tsx under the server-only
// shim, from the repository's root, with this process's environment (its test database) and `env`.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

export function spawnNode(
  script: string,
  args: string[] = [],
  options: { env?: Record<string, string>; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(
    process.execPath,
    ["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", script, ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.stdio ?? ["ignore", "pipe", "pipe"],
    },
  );
}
