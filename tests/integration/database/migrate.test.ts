import { readdirSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { randomBytes } from "node:crypto";
import { migrate } from "@/lib/server/database/migrate";
import { adminQuery as admin } from "../setup/admin";
import { withDatabase } from "../setup/urls";

// server.ts applies migrations in a child process (the schema engine's WebAssembly memory leaves with
// it): on an empty database every folder is applied and reported, on an up-to-date one none is, and a
// database it cannot reach fails the start with the runner's exit.
const adminUrl = process.env.TEST_ADMIN_URL ?? "";
const database = `suite_migrate_${randomBytes(5).toString("hex")}`;
const url = withDatabase(adminUrl, database);

beforeAll(() => admin(`CREATE DATABASE ${database}`));
afterAll(() => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));

const folders = readdirSync(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("migrate (in a child process)", () => {
  it("applies every migration to an empty database, then nothing", async () => {
    expect([...(await migrate(url))].sort()).toEqual(folders);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL`,
      );
      expect(rows[0]?.n).toBe(folders.length);
    } finally {
      await client.end();
    }
    await expect(migrate(url)).resolves.toEqual([]);
  }, 120_000);

  it("rejects when the runner fails", async () => {
    await expect(migrate(withDatabase(adminUrl, `${database}_missing`))).rejects.toThrow(
      /Migrations failed \(runner exited with code 1\)/,
    );
  }, 60_000);
});
