// `npm test`: what CI runs. Lint and the typecheck side by side (each takes one core), then the unit,
// integration and end-to-end tests one after the other; stops at the first step that fails.
import { spawn } from "node:child_process";

/** Runs `npm run <script>`; its output is printed as it comes, or kept and printed once it ends. */
function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `\n[test] ${script}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

const checks = await Promise.all([run("lint", { buffered: true }), run("typecheck", { buffered: true })]);
if (!checks.every(Boolean)) process.exit(1);
// The project has just been type-checked: the end-to-end tests' production build skips its own check.
process.env.SUITE_BUILD_TYPECHECKED = "true";
for (const step of ["test:unit", "test:integration", "test:e2e"]) {
  if (!(await run(step))) process.exit(1);
}
