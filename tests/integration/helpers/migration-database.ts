// A database of its own for a migration's test: migrated up to the migration before the one under
// test, filled by the test as an older deployment would be, then migrated by that one migration.
import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Client } from "pg";
import { adminQuery } from "../setup/admin";
import { withDatabase } from "../setup/urls";

const migrations = path.join(process.cwd(), "prisma", "migrations");

export interface MigrationDatabase {
  /** Connected in beforeAll, closed (and the database dropped) in afterAll. */
  readonly client: Client;
  /** Applies every migration before the one named `*_<name>` (which must exist). */
  migrateTo(name: string): Promise<void>;
  /** Applies the migration named `*_<name>`. */
  migrate(name: string): Promise<void>;
}

/** Registers the hooks that create and drop the database; call at the top of a test file. */
export function withMigrationDatabase(): MigrationDatabase {
  const database = `suite_test_mig_${randomBytes(6).toString("hex")}`;
  let client: Client | undefined;
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${database}`);
    client = new Client({ connectionString: withDatabase(process.env.TEST_ADMIN_URL ?? "", database) });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  const folders = async () => (await readdir(migrations)).filter((name) => /^\d+_/.test(name)).sort();
  const indexOf = (all: string[], name: string) => {
    const index = all.findIndex((folder) => folder.endsWith(`_${name}`));
    if (index <= 0) throw new Error(`no migration *_${name} after the first`);
    return index;
  };
  const apply = async (folder: string) =>
    db.client.query(await readFile(path.join(migrations, folder, "migration.sql"), "utf8"));

  const db: MigrationDatabase = {
    get client() {
      if (!client) throw new Error("the migration database is not connected yet");
      return client;
    },
    async migrateTo(name) {
      const all = await folders();
      for (const folder of all.slice(0, indexOf(all, name))) await apply(folder);
    },
    async migrate(name) {
      const all = await folders();
      await apply(all[indexOf(all, name)]!);
    },
  };
  return db;
}
