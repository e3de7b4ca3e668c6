import net from "node:net";
import { Client } from "pg";
import { disconnectDb, getDb } from "@/lib/server/db";
import { alive, sleep, supervisedApp, waitUntil, within } from "./supervised-app";

const supervised = supervisedApp(54389);
const { postmasterPid, canConnect, lines } = supervised;
const PORT = supervised.port;
const startApp = supervised.start;

beforeAll(() => disconnectDb());

afterEach(async () => {
  await disconnectDb();
  await supervised.cleanUp();
});

afterAll(() => supervised.removeData());

describe("the supervised embedded PostgreSQL", () => {
  it("comes back after SIGKILL; the same Prisma client works again and nothing acknowledged is lost", async () => {
    const { url, exited } = await startApp();
    process.env.DATABASE_URL = url;
    const db = getDb();
    await db.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS supervise_probe (id int PRIMARY KEY)");
    await db.$executeRawUnsafe("INSERT INTO supervise_probe VALUES (1)");

    // A backend busy in a long query outlives its postmaster and keeps the old shared memory
    // attached, so a new postmaster would refuse to start until that query ends.
    const busy = new Client({ connectionString: url });
    busy.on("error", () => undefined);
    await busy.connect();
    await busy.query("SET statement_timeout = '20s'");
    const busyQuery = busy.query("SELECT count(*) FROM generate_series(1, 2000000000)").catch(() => null);
    await waitUntil(async () => {
      const rows = await db.$queryRawUnsafe<unknown[]>(
        "SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%generate_series%' AND pid <> pg_backend_pid()",
      );
      return rows.length > 0;
    }, 5_000);

    // Which server answers: a backend left by the killed postmaster may still answer for a moment.
    const startedAt = () =>
      db.$queryRaw<{ at: string }[]>`SELECT pg_postmaster_start_time()::text AS at`.then(([row]) => row?.at);
    const before = await startedAt();
    const killed = postmasterPid();
    expect(killed).not.toBeNull();
    process.kill(killed!, "SIGKILL");

    const recoveredMs = await waitUntil(
      () =>
        startedAt().then(
          (at) => at !== before,
          () => false,
        ),
      15_000,
    );
    expect(recoveredMs).toBeLessThan(10_000);
    expect(getDb()).toBe(db);
    const restarted = postmasterPid();
    expect(restarted).not.toBeNull();
    expect(restarted).not.toBe(killed);
    expect(await db.$queryRawUnsafe("SELECT id FROM supervise_probe")).toEqual([{ id: 1 }]);
    await db.$executeRawUnsafe("INSERT INTO supervise_probe VALUES (2)");

    expect(
      lines(/WARN embedded PostgreSQL exited unexpectedly \(signal SIGKILL\); restarting in 500 ms/),
    ).toHaveLength(1);
    // Logged once the start has finished (the app's database is checked after postgres is ready).
    await waitUntil(() => lines(/INFO embedded PostgreSQL is back after \d+ ms/).length === 1, 5_000);
    expect(lines(/ERROR/)).toEqual([]);
    expect(await within(exited, 100, "running")).toBe("running");

    await busyQuery;
    await busy.end().catch(() => undefined);
  });

  it("is not restarted when the app shuts down cleanly (SIGTERM)", async () => {
    const { process: child, exited } = await startApp();
    const pid = postmasterPid();
    expect(pid).not.toBeNull();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(alive(pid!)).toBe(false);
    await sleep(1_000); // twice the first restart delay: nothing may come back
    expect(postmasterPid()).toBeNull();
    expect(await canConnect()).toBe(false);
    expect(lines(/exited unexpectedly|restarting|is back/)).toEqual([]);
  });

  it("is not restarted once shutdown has begun, when the service manager stops it too", async () => {
    const { process: child, output, exited } = await startApp();
    const pid = postmasterPid();
    expect(pid).not.toBeNull();

    // As systemd's stop does (SIGTERM to every process of the unit), once the app has begun.
    child.kill("SIGTERM");
    await waitUntil(() => output.includes("STOPPING"), 5_000);
    process.kill(pid!, "SIGTERM");
    await waitUntil(() => !alive(pid!), 10_000);
    expect(await exited).toBe(0);
    expect(postmasterPid()).toBeNull();
    expect(await canConnect()).toBe(false);
    expect(lines(/exited unexpectedly|restarting|is back/)).toEqual([]);
  });

  it("exits the process with code 1 after the bounded number of failed restarts", async () => {
    const { exited } = await startApp({ initialDelayMs: 50, maxDelayMs: 100, maxAttempts: 3 });
    process.kill(postmasterPid()!, "SIGKILL");
    // Something else takes the port: every restart fails.
    const blocker = net.createServer();
    await waitUntil(
      () =>
        new Promise<boolean>((resolve) => {
          blocker.once("error", () => resolve(false));
          blocker.listen(PORT, "127.0.0.1", () => resolve(true));
        }),
      5_000,
    );
    let code: number | null | string;
    try {
      code = await within(exited, 15_000, "still running");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }

    expect(code).toBe(1);
    expect(lines(/WARN/)).toEqual([
      expect.stringMatching(/exited unexpectedly \(signal SIGKILL\); restarting in 50 ms \(attempt 1 of 3\)/),
      expect.stringMatching(
        /restart failed: could not bind IPv4 address "127.0.0.1": Address already in use; FATAL: could not create any TCP\/IP sockets; restarting in 100 ms \(attempt 2 of 3\)/,
      ),
      expect.stringMatching(
        /restart failed: could not bind IPv4 address "127.0.0.1": Address already in use; FATAL: could not create any TCP\/IP sockets; restarting in 100 ms \(attempt 3 of 3\)/,
      ),
    ]);
    expect(lines(/ERROR/)).toEqual([
      expect.stringMatching(/embedded PostgreSQL could not be restarted after 3 attempts .*; giving up$/),
      expect.stringMatching(/exiting with code 1, for the process manager to restart the app$/),
    ]);
    expect(lines(/is back/)).toEqual([]);
  });

  it("restarts a ninth crash when each came after a healthy period (the count starts over)", async () => {
    // 1 s of running counts as healthy here (10 s by default); the default 8 restarts in a row.
    const { exited } = await startApp({ initialDelayMs: 50, maxDelayMs: 100, stableMs: 1_000 });
    for (let crash = 1; crash <= 9; crash++) {
      supervised.killPostmaster();
      await waitUntil(() => lines(/INFO embedded PostgreSQL is back after/).length === crash, 20_000);
      await sleep(1_200);
    }
    expect(await canConnect()).toBe(true);
    expect(await within(exited, 100, "running")).toBe("running");
    expect(lines(/WARN .*restarting in 50 ms \(attempt 1 of 8\)/)).toHaveLength(9);
    expect(lines(/ERROR/)).toEqual([]);
  }, 120_000);

  it("ends the app when eight restarts in a row crash again before they were healthy", async () => {
    const { exited } = await startApp({ initialDelayMs: 50, maxDelayMs: 100, stableMs: 1_000 });
    supervised.killPostmaster();
    for (let restart = 1; restart <= 8; restart++) {
      await waitUntil(() => lines(/INFO embedded PostgreSQL is back after/).length === restart, 20_000);
      supervised.killPostmaster(); // at once: this restart did not last
    }
    expect(await within(exited, 15_000, "still running")).toBe(1);
    expect(
      lines(/WARN .*restarting in \d+ ms \(attempt \d of 8\)/).map((line) => /attempt (\d)/.exec(line)?.[1]),
    ).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(lines(/ERROR/)).toEqual([
      expect.stringMatching(/embedded PostgreSQL could not be restarted after 8 attempts .*; giving up$/),
      expect.stringMatching(/exiting with code 1, for the process manager to restart the app$/),
    ]);
  }, 120_000);
});
