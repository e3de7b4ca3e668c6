import { spawnSync } from "node:child_process";
import path from "node:path";

// The kind boundary (eslint.config.mjs): a module kind imports only the platform and its own folder.
const ROOT = path.resolve(__dirname, "../..");

/** ESLint's messages of the boundary rule for `code` as if it were `file` (ESLint in a process of its own). */
async function restricted(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/eslint/bin/eslint.js"),
      "--stdin",
      "--stdin-filename",
      file,
      "--format",
      "json",
    ],
    { cwd: ROOT, input: code, encoding: "utf8" },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

jest.setTimeout(60_000);

describe("the kind boundary", () => {
  it("refuses another kind's code, by the alias or by a relative path", async () => {
    const messages = await restricted(
      "modules/crm/server/deals.ts",
      [
        'import { parseTaskFilters } from "@/modules/task-management/shared/filters";',
        'import { sanitizeContent } from "../../content-hub/server/x";',
        "export const used = [parseTaskFilters, sanitizeContent];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([
      expect.stringContaining("A module kind imports only the platform and its own folder"),
      expect.stringContaining("A relative import may not leave the kind's folder"),
    ]);
  });

  it("allows the platform, its own folder and every kind's manifest", async () => {
    const messages = await restricted(
      "modules/crm/server/deals.ts",
      [
        'import { getDb } from "@/lib/server/db";',
        'import { crmKind } from "@/modules/crm/kind";',
        'import { helper } from "../shared/helper";',
        'import { MODULE_KINDS } from "@/modules/kinds";',
        'import { taskManagementKind } from "@/modules/task-management/kind";',
        "export const used = [getDb, crmKind, helper, MODULE_KINDS, taskManagementKind];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("leaves the platform free to read the kinds", async () => {
    expect(
      await restricted(
        "lib/server/modules/example.ts",
        'import { x } from "@/modules/task-management/server/task-rows";\nexport const used = x;\n',
      ),
    ).toEqual([]);
  });
});
