// Migrations without Prisma's native schema engine (which these machines cannot download):
// the WebAssembly build of the same engine, talking to PostgreSQL through the pg driver adapter.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlQueryable,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaContainer, SchemaEngine } from "@prisma/schema-engine-wasm";
import { debugEnabled } from "../env";

type SchemaEngineClass = typeof SchemaEngine;

interface SchemaEngineBindings {
  SchemaEngine: SchemaEngineClass;
  __wbg_set_wasm(exports: WebAssembly.Exports): void;
}

// Distinct from the engine's own lock (72707369): that one is taken on a pooled connection with a
// 10 s timeout, so a second process would fail instead of waiting while the first one migrates.
const MIGRATE_LOCK_KEY = 5_317_920_651;
const NO_FILTERS = { externalTables: [], externalEnums: [] };
const LOCKFILE = "migration_lock.toml";

let bindings: Promise<SchemaEngineBindings> | undefined;

// On a Rust panic the wasm writes the message here (a global the Prisma CLI normally provides), then
// traps with a bare "unreachable" — often in a callback, as an uncaught exception — so print it too.
const panics = {
  message: "",
  set_message(text: string) {
    this.message = text;
    process.stderr.write(`schema engine panic: ${text}\n`);
  },
};
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: typeof panics }).PRISMA_WASM_PANIC_REGISTRY ??= panics;

/** The package's own entry imports the .wasm as an ES module, which Node cannot do; instantiate it by hand, once. */
function loadEngine(): Promise<SchemaEngineBindings> {
  bindings ??= (async () => {
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg =
      (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as unknown as SchemaEngineBindings;
    const bytes = await fs.readFile(path.join(path.dirname(bgPath), "schema_engine_bg.wasm"));
    const imports: WebAssembly.ModuleImports = { ...(bg as unknown as WebAssembly.ModuleImports) };
    // The engine races its advisory lock against a 10 s timer it never clears, which kept every
    // process alive 10 s after the last call. Its timers always accompany pending I/O, so unref them.
    for (const name of Object.keys(imports).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": imports });
    bg.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === "function") start();
    return bg;
  })();
  bindings.catch(() => (bindings = undefined));
  return bindings;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHAR_MARKER = "\u0000char";

/**
 * The engine's catalog queries return PostgreSQL's internal one-byte "char" type (contype, relkind…)
 * and read some of them as characters. @prisma/adapter-pg 7.10.0 rejects that type outright, and never
 * reports the Character column type, so every schema diff failed. So as each row description arrives
 * (before the adapter sees it; listening before connect() runs this ahead of the client's handler)
 * such columns become text with a marked name, and restoreCharColumns() turns the marked columns of
 * the adapter's result back into Character columns.
 */
class CharAsTextClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    this.connection.on("rowDescription", (message: { fields: { name: string; dataTypeID: number }[] }) => {
      for (const field of message.fields) {
        if (field.dataTypeID !== PG_CHAR_OID) continue;
        field.dataTypeID = PG_TEXT_OID;
        field.name += CHAR_MARKER;
      }
    });
  }
}

function restoreCharColumns<T extends SqlQueryable>(queryable: T): T {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const result = await queryRaw(query);
    result.columnNames.forEach((name, index) => {
      if (!name.endsWith(CHAR_MARKER)) return;
      result.columnNames[index] = name.slice(0, -CHAR_MARKER.length);
      result.columnTypes[index] = ColumnTypeEnum.Character;
    });
    return result;
  };
  return queryable;
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * The adapter factory handed to the engine. PrismaPg's own connectToShadowDb cannot be used: given a
 * URL its pool ignores the shadow database name, and its cleanup drops the database before closing
 * the pool (so DROP fails and the engine call with it). We also track every pool so none outlives the call.
 */
class PgFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "@prisma/adapter-pg";
  private readonly adapters: SqlDriverAdapter[] = [];
  private readonly shadows: string[] = [];

  constructor(private readonly url: string) {}

  connect(): Promise<SqlDriverAdapter> {
    return this.open(this.url);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = `prisma_shadow_${randomBytes(6).toString("hex")}`;
    await this.admin(`CREATE DATABASE "${name}"`);
    this.shadows.push(name);
    return this.open(withDatabase(this.url, name));
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.adapters.map((adapter) => adapter.dispose()));
    for (const name of this.shadows.splice(0)) {
      // Not thrown: it would hide the engine's own error; FORCE needs PostgreSQL 13+.
      await this.admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error: unknown) => {
        process.stderr.write(`could not drop shadow database ${name}: ${String(error)}\n`);
      });
    }
  }

  private async open(url: string): Promise<SqlDriverAdapter> {
    const adapter = restoreCharColumns(
      await new PrismaPg({ connectionString: url, Client: CharAsTextClient }).connect(),
    );
    // adapter-pg's executeScript splits on ";" (breaking $$ bodies and string literals) and sends each
    // piece to any pooled connection. Send the script as one simple query instead — one connection,
    // one implicit transaction — as the native engine does for `migrate deploy`.
    adapter.executeScript = async (script) => {
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      restoreCharColumns(await startTransaction(isolationLevel));
    // The engine disposes some adapters itself; a second pool.end() would throw.
    const dispose = adapter.dispose.bind(adapter);
    let disposed: Promise<void> | undefined;
    adapter.dispose = () => (disposed ??= dispose());
    this.adapters.push(adapter);
    return adapter;
  }

  private async admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}

async function readSchemaFiles(schemaDir: string): Promise<SchemaContainer[]> {
  const names = (await fs.readdir(schemaDir)).filter((name) => name.endsWith(".prisma")).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.resolve(schemaDir, name);
      return { path: file, content: await fs.readFile(file, "utf8") };
    }),
  );
}

/** Same shape and order as `prisma migrate` builds from the folder (directories sorted by name). */
async function readMigrations(migrationsDir: string, defaultLockfile: string | null): Promise<MigrationList> {
  const baseDir = path.resolve(migrationsDir);
  const lockContent = await fs.readFile(path.join(baseDir, LOCKFILE), "utf8").catch(() => defaultLockfile);
  const entries = await fs.readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    dirs.map(async (dir) => ({
      path: dir,
      migrationFile: {
        path: "migration.sql",
        content: await fs
          .readFile(path.join(baseDir, dir, "migration.sql"), "utf8")
          .then((value) => ({ tag: "ok" as const, value }))
          .catch((error: unknown) => ({ tag: "error" as const, value: String(error) })),
      },
    })),
  );
  return {
    baseDir,
    lockfile: { path: LOCKFILE, content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

function logEngine(line: unknown): void {
  if (debugEnabled("schema-engine")) process.stderr.write(`[schema-engine] ${String(line)}`);
}

async function withEngine<T>(
  connectionString: string,
  schemaDir: string,
  run: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine: Engine } = await loadEngine();
  const schema = await readSchemaFiles(schemaDir);
  const factory = new PgFactory(connectionString);
  panics.message = "";
  const engine = await Engine.new(
    { datamodels: schema.map((file): [string, string] => [file.path, file.content]) },
    logEngine,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await run(engine);
  } catch (error) {
    throw panics.message ? new Error(`schema engine panicked: ${panics.message}`, { cause: error }) : error;
  } finally {
    engine.free();
    await factory.close();
  }
}

/** `prisma migrate deploy`: applies pending migration folders, recording them in `_prisma_migrations`. */
export async function applyMigrations(
  connectionString: string,
  migrationsDir: string,
  schemaDir: string,
): Promise<string[]> {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1::bigint)", [MIGRATE_LOCK_KEY]);
    const migrationsList = await readMigrations(migrationsDir, null);
    const output = await withEngine(connectionString, schemaDir, (engine) =>
      engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
    );
    return output.appliedMigrationNames;
  } finally {
    // Ending the session releases the advisory lock too.
    await lock.end();
  }
}

/**
 * `prisma migrate diff --from-migrations --to-schema --script`: replays the migrations on a temporary
 * shadow database on the same server (the engine requires one; it is dropped afterwards) and returns
 * the SQL to reach the schema, or "" when nothing changes.
 */
export async function diffMigrationsToSchema(
  connectionString: string,
  migrationsDir: string,
  schemaDir: string,
): Promise<string> {
  // Without a lockfile yet (first migration) the engine cannot tell the provider of the folder.
  const migrations = await readMigrations(migrationsDir, 'provider = "postgresql"\n');
  const files = await readSchemaFiles(schemaDir);
  const result = await withEngine(connectionString, schemaDir, (engine) =>
    engine.diff({
      from: { tag: "migrations", ...migrations },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    }),
  );
  // exitCode 2 means "non-empty diff"; otherwise stdout is only a "-- This is an empty migration." comment.
  return result.exitCode === 2 ? (result.stdout ?? "") : "";
}
