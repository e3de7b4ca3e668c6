import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// `npm run new:module -- <segment>` (scripts/new-module.ts) run in a copy of the repository: the kind
// it scaffolds passes typecheck, lint and Prettier, and its tests (its integration test, and the
// list-of-kinds and messages unit tests that check every kind) pass unchanged. Its Playwright smoke
// test is typechecked and linted here; it runs with the e2e suite once a kind is committed.
const ROOT = path.resolve(__dirname, "../../..");
const SEGMENT = "scaffold-check";

jest.setTimeout(600_000);

let copy: string;

function run(args: string[], env: Record<string, string | undefined> = {}): void {
  const result = spawnSync(process.execPath, args, {
    cwd: copy,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${args.slice(0, 3).join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "suite-scaffold-"));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
  })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(ROOT, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(source, path.join(copy, file));
  }
  // The project's incremental type-check state (`npm test` writes it just before): the copy's tsc then
  // checks again only what the scaffold changed and what depends on it (about half the time of a
  // full check on a loaded machine). Its absence only makes the check a full one.
  const buildInfo = path.join(ROOT, "tsconfig.tsbuildinfo");
  if (existsSync(buildInfo)) copyFileSync(buildInfo, path.join(copy, "tsconfig.tsbuildinfo"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  mkdirSync(path.join(copy, "lib", "generated"), { recursive: true });
  symlinkSync(
    path.join(ROOT, "lib", "generated", "prisma"),
    path.join(copy, "lib", "generated", "prisma"),
    "dir",
  );
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("npm run new:module", () => {
  it("scaffolds a kind that passes typecheck, lint and its tests unchanged", () => {
    run(["--require", "./scripts/server-only-shim.cjs", "--import", "tsx", "scripts/new-module.ts", SEGMENT]);
    for (const file of [
      `modules/${SEGMENT}/kind.ts`,
      `modules/${SEGMENT}/kind.server.ts`,
      `modules/${SEGMENT}/server/get-${SEGMENT}.ts`,
      `app/api/v1/${SEGMENT}/[moduleId]/route.ts`,
      `app/(protected)/project/[projectId]/${SEGMENT}/page.tsx`,
      `tests/integration/${SEGMENT}/${SEGMENT}.test.ts`,
      `tests/e2e/${SEGMENT}.spec.ts`,
      `public/modules/${SEGMENT}.svg`,
    ]) {
      expect(existsSync(path.join(copy, file))).toBe(true);
    }
    // A second run refuses the existing kind.
    expect(() =>
      run([
        "--require",
        "./scripts/server-only-shim.cjs",
        "--import",
        "tsx",
        "scripts/new-module.ts",
        SEGMENT,
      ]),
    ).toThrow(/exists already/);

    run(["node_modules/typescript/bin/tsc", "--noEmit"]);
    const touched = [
      `modules/${SEGMENT}`,
      `app/api/v1/${SEGMENT}`,
      `app/(protected)/project/[projectId]/${SEGMENT}`,
      `tests/integration/${SEGMENT}`,
      `tests/e2e/${SEGMENT}.spec.ts`,
      "modules/kinds.ts",
      "modules/kinds.server.ts",
      "components/modules/module-icon.tsx",
    ];
    run(["node_modules/eslint/bin/eslint.js", "--max-warnings=0", ...touched]);
    run([
      "node_modules/prettier/bin/prettier.cjs",
      "--check",
      ...touched,
      "messages/en.json",
      "messages/es.json",
    ]);
    run(
      [
        "node_modules/jest/bin/jest.js",
        "--selectProjects",
        "unit",
        "integration",
        "--runInBand",
        "--",
        `tests/integration/${SEGMENT}`,
        "tests/unit/module-kinds.test.ts",
        "tests/unit/messages.test.ts",
      ],
      // The copy's tests make their databases on this run's server.
      { TEST_DATABASE_URL: process.env.TEST_ADMIN_URL },
    );
  });
});
