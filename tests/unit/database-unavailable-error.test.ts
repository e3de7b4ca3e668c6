import { isDatabaseUnavailable } from "@/lib/server/database/unavailable-error";

/** An error as Prisma's client throws it for a driver adapter's error (shapes seen with adapter-pg). */
function prismaError(code: string, cause: Record<string, unknown>): Error {
  return Object.assign(new Error(`\nInvalid \`db.user.count()\` invocation:\n\n${JSON.stringify(cause)}`), {
    code,
    clientVersion: "7.10.0",
    meta: { modelName: "User", driverAdapterError: { name: "DriverAdapterError", cause } },
  });
}

const postgres = (code: string, message: string) => ({
  originalCode: code,
  originalMessage: message,
  kind: "postgres",
  code,
  severity: "FATAL",
  message,
});

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "connection refused",
      prismaError("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 1 }),
    ],
    [
      "the postmaster gone",
      prismaError("P2039", postgres("57P01", "terminating connection due to unexpected postmaster exit")),
    ],
    [
      "a crash of another backend",
      prismaError(
        "P2010",
        postgres("57P02", "terminating connection because of crash of another server process"),
      ),
    ],
    [
      "the database starting up",
      prismaError("P2010", postgres("57P03", "the database system is starting up")),
    ],
    [
      "not yet accepting connections",
      prismaError("P2039", postgres("57P03", "the database system is not yet accepting connections")),
    ],
    ["too many connections", prismaError("P2037", { kind: "TooManyConnections", cause: "sorry" })],
    ["a connection reset", prismaError("P1017", { kind: "ConnectionClosed" })],
    ["a socket time-out", prismaError("P1008", { kind: "SocketTimeout" })],
    ["node-postgres's broken connection", new Error("Connection terminated unexpectedly")],
    ["the pool's connect time-out", new Error("timeout exceeded when trying to connect")],
    [
      "a socket error as a cause",
      new Error("query failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
          code: "ECONNREFUSED",
          syscall: "connect",
          errno: -111,
        }),
      }),
    ],
    ["a connection exception SQLSTATE", Object.assign(new Error("connection failure"), { code: "08006" })],
    [
      "a Unix socket that is not there",
      Object.assign(new Error("connect ENOENT /srv/.data/postgres/.s.PGSQL.54329"), {
        code: "ENOENT",
        syscall: "connect",
      }),
    ],
    [
      "its text as a cause",
      new Error("query failed", { cause: new Error("connect ENOENT /x/.s.PGSQL.5432") }),
    ],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a unique violation",
      prismaError("P2002", postgres("23505", "duplicate key value violates unique constraint")),
    ],
    ["a missing table", prismaError("P2021", { originalCode: "42P01", kind: "TableDoesNotExist" })],
    ["a void column", prismaError("P2010", { kind: "UnsupportedNativeDataType", type: "void" })],
    ["a plain error", new Error("boom")],
    ["a Prisma-like code without a client", { code: "P1001" }],
    ["a text that only mentions a connection", { message: "Connection terminated unexpectedly" }],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
    [
      "a file that is not there",
      Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT", syscall: "open" }),
    ],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("ends on a cycle of causes", () => {
    const error = new Error("outer") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
