import { randomBytes } from "node:crypto";
import { disconnectDb, getDb } from "@/lib/server/db";
import { runningJobs } from "@/lib/server/jobs/enqueue";
import { seedModuleCatalog } from "@/lib/server/modules/seed-catalog";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { adminQuery as admin } from "./admin";
import { templateDb, withDatabase } from "./urls";

// Every test file gets its own database, cloned from the migrated template, and drops it at the end.
const adminUrl = process.env.TEST_ADMIN_URL ?? "";
const database = `suite_test_${randomBytes(6).toString("hex")}`;

// Cloning the template can take seconds on a loaded machine: hooks get the tests' 30 s, not jest's 5 s
// (the project's testTimeout does not reach hooks declared in setup files).
jest.setTimeout(30_000);

beforeAll(async () => {
  await admin(`CREATE DATABASE ${database} TEMPLATE ${templateDb()}`);
  process.env.DATABASE_URL = withDatabase(adminUrl, database);
  // The pool's first connection to a just-cloned database can take seconds under load: opened by a
  // plain query (no time limit), not by the catalog's batch transaction, which must start within
  // Prisma's 2 s maxWait ("Unable to start a transaction in the given time").
  await getDb().$queryRaw`SELECT 1`;
  await seedModuleCatalog(getDb());
});

beforeEach(() => resetRateLimits());

afterAll(async () => {
  // Jest runs afterAll hooks in the order they were declared: this one before the test file's own, so
  // a job system the file started is stopped here, before its database goes (a job still active when
  // the database is dropped failed the file's later stop: "database … does not exist").
  if (runningJobs()) await (await import("@/lib/server/jobs/boss")).stopJobs();
  await disconnectDb();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});
