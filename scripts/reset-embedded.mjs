// Usage: node scripts/reset-embedded.mjs <data-dir>
// Wipes a throwaway embedded PostgreSQL (e2e, bench). A postmaster left running on that directory by
// a killed run (it runs in its own session, so a killed parent leaves it behind) is stopped first,
// or it would keep the port and the next server could not start.
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(process.argv[2] ?? "");
if (!process.argv[2]) throw new Error("usage: reset-embedded.mjs <data-dir>");

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const pidFile = path.join(dir, "postmaster.pid");
if (existsSync(pidFile)) {
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, "utf8") : "";
  if (pid > 0 && alive(pid) && cmdline.includes("postgres") && cmdline.split("\0").includes(dir)) {
    process.kill(pid, "SIGINT");
    for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
rmSync(dir, { recursive: true, force: true });
