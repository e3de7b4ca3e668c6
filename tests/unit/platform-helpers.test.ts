import { Prisma } from "@/lib/generated/prisma/client";
import {
  afterCursor,
  afterKeyset,
  decodeCursor,
  decodeKeyset,
  decodeTuple,
  encodeCursor,
  encodeKeyset,
  encodeTuple,
  keysetPage,
  pageRows,
} from "@/lib/server/api/keyset";
import { isRetryable, retryDeadlock } from "@/lib/server/database/retry";
import { derivedId, newId, sqlNewId } from "@/lib/server/ids";
import { sweep, sweepJob } from "@/lib/server/jobs/sweep-job";

// The platform's helpers every kind imports: ids, keyset pages, deadlock retries and sweeps.
const ID = /^[0-9a-f]{24}$/;

describe("ids", () => {
  it("are 24 hex characters led by the current second", () => {
    const before = Math.floor(Date.now() / 1000);
    const id = newId();
    expect(id).toMatch(ID);
    expect(parseInt(id.slice(0, 8), 16)).toBeGreaterThanOrEqual(before);
    expect(newId()).not.toBe(id);
  });

  it("derive the same id from the same key and second", () => {
    const at = new Date("2026-11-28T12:00:00.900Z");
    const id = derivedId(at, "event:kind:user");
    expect(id).toMatch(ID);
    expect(id.slice(0, 8)).toBe(Math.floor(at.getTime() / 1000).toString(16));
    expect(derivedId(new Date("2026-11-28T12:00:00.100Z"), "event:kind:user")).toBe(id);
    expect(derivedId(at, "event:kind:other")).not.toBe(id);
  });

  it("have an SQL form: seconds as 8 hex characters, then 16 random ones", () => {
    expect(sqlNewId).toBeInstanceOf(Prisma.Sql);
    expect(sqlNewId.sql).toContain("lpad(to_hex(extract(epoch FROM now())::bigint), 8, '0')");
    expect(sqlNewId.values).toEqual([]);
  });
});

describe("keyset pages", () => {
  const id = "0123456789abcdef01234567";
  const at = new Date("2026-11-28T10:00:00.000Z");

  it("encode and decode a cursor, refusing anything else", () => {
    expect(decodeKeyset(encodeKeyset(at, id))).toEqual({ at, id });
    expect(decodeCursor(encodeCursor({ createdAt: at, id }))).toEqual({ createdAt: at, id });
    expect(decodeKeyset(undefined)).toBeNull();
    expect(() => decodeKeyset("nope")).toThrow();
    expect(() => decodeKeyset(encodeTuple([at.toISOString(), "x"]))).toThrow();
    expect(decodeTuple<[number, string]>(encodeTuple([3, id]), 2, (v) => typeof v[0] === "number")).toEqual([
      3,
      id,
    ]);
    expect(() => decodeTuple(encodeTuple(["a", id]), 2, (v) => typeof v[0] === "number")).toThrow();
  });

  it("give the where of the rows after a cursor", () => {
    expect(afterCursor(null)).toEqual({});
    expect(afterCursor({ createdAt: at, id })).toEqual({
      OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }],
    });
    expect(afterKeyset("updatedAt", encodeKeyset(at, id))).toEqual({
      OR: [{ updatedAt: { lt: at } }, { updatedAt: at, id: { lt: id } }],
    });
  });

  it("make a page from size + 1 rows, with a cursor only when more follow", () => {
    const rows = [1, 2, 3].map((n) => ({
      id: `${id.slice(0, 23)}${n}`,
      createdAt: new Date(at.getTime() - n),
    }));
    expect(pageRows(rows, 3)).toEqual({ shown: rows, last: undefined });
    expect(pageRows(rows, 2)).toEqual({ shown: rows.slice(0, 2), last: rows[1] });
    const page = keysetPage(
      rows,
      (row) => row.createdAt,
      (row) => row.id,
      2,
    );
    expect(page.data).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(decodeCursor(page.nextCursor)).toEqual(rows[1]);
    expect(
      keysetPage(
        rows,
        (row) => row.createdAt,
        (row) => row.id,
        3,
      ).nextCursor,
    ).toBeNull();
  });
});

describe("retryDeadlock", () => {
  it("runs again when PostgreSQL aborted a deadlock, at most three times in all", async () => {
    let calls = 0;
    const deadlock = new Error("deadlock detected (40P01)");
    expect(
      await retryDeadlock(async () => {
        calls += 1;
        if (calls < 3) throw deadlock;
        return "done";
      }),
    ).toBe("done");
    calls = 0;
    await expect(
      retryDeadlock(async () => {
        calls += 1;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(3);
  });

  it("does not retry other errors", async () => {
    let calls = 0;
    await expect(
      retryDeadlock(async () => {
        calls += 1;
        throw new Error("unique violation");
      }),
    ).rejects.toThrow("unique violation");
    expect(calls).toBe(1);
    expect(isRetryable(new Error("could not serialize access"))).toBe(true);
    expect(isRetryable("40001")).toBe(true);
    expect(isRetryable(new Error("boom"))).toBe(false);
  });
});

describe("sweeps", () => {
  const source = (count: number) => {
    const left = Array.from({ length: count }, (_, i) => i);
    const sizes: number[] = [];
    return {
      sizes,
      find: async (limit: number) => {
        sizes.push(limit);
        return left.splice(0, limit);
      },
    };
  };

  it("find batches until one comes back short, doing each item", async () => {
    const { find, sizes } = source(5);
    const done: number[] = [];
    expect(await sweep({ find, each: async (n: number) => done.push(n) }, 2)).toBe(5);
    expect(done).toEqual([0, 1, 2, 3, 4]);
    expect(sizes).toEqual([2, 2, 2]);
  });

  it("count what a batch handler answers, and stop after an empty batch", async () => {
    const { find, sizes } = source(4);
    expect(await sweep({ find, batch: async (items: number[]) => items.length * 10 }, 2)).toBe(40);
    expect(sizes).toEqual([2, 2, 2]);
  });

  it("run as scheduled jobs that tell what they did", async () => {
    const job = sweepJob<number>({
      name: "test-sweep",
      schedule: "* * * * *",
      done: ([a = 0, b = 0]) => `${a} and ${b}`,
      work: async () => [
        { find: source(3).find, each: async () => undefined },
        { find: source(1).find, batch: async () => 7 },
      ],
    });
    expect(job).toMatchObject({ policy: "stately", workers: 1, expireInSeconds: 600 });
    expect(job.retry).toEqual({ limit: 2, delaySeconds: 60, backoff: true });
    await expect(job.handler({}, { id: "1", attempt: 1, final: false })).resolves.toBeUndefined();
  });
});
