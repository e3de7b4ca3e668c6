import type { IncomingMessage, ServerResponse } from "node:http";
import { loadDirectApi } from "@/lib/server/api/direct-api";
import { disconnectDb } from "@/lib/server/db";
import { databaseOutageOngoing } from "@/lib/server/database/outage";
import { createRequestListener } from "@/lib/server/http/request-listener";
import { logger } from "@/lib/server/logger";
import { listen, type TestServer } from "../http/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import { waitUntil } from "./supervised-app";

// server.ts's request listener with the direct API, while the database is out of reach (the app's
// pool pointed at a port nobody listens on, as while the embedded PostgreSQL restarts): every API
// request and page answers 503 with Retry-After (never 500), the outage logs one warning and, once a
// probe query answers again, one line with the count; the build's assets are still served.
jest.setTimeout(60_000);

let server: TestServer;
let team: Team;
let pages = 0;
let upUrl: string;

/** Stands in for Next (pages and assets), which cannot run here without a build. */
function nextStandIn(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  pages++;
  res.statusCode = 200;
  res.end("next");
  return Promise.resolve();
}

beforeAll(async () => {
  team = await seedTeam();
  upUrl = process.env.DATABASE_URL!;
  server = await listen(
    createRequestListener({ api: loadDirectApi(), trustProxy: false, handle: nextStandIn }),
  );
});

afterAll(async () => {
  await server.close();
  process.env.DATABASE_URL = upUrl;
  await disconnectDb();
});

async function takeDown(): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = upUrl.replace(/@[^/]+\//, "@127.0.0.1:1/");
}

async function bringBack(): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = upUrl;
}

const me = (headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/v1/users/${team.member.user.id}`, {
    headers: { authorization: `Bearer ${team.member.token}`, ...headers },
  });

describe("a request that meets a database outage", () => {
  it("answers 503 with Retry-After, logs the outage once and its end once", async () => {
    const warn = jest.spyOn(logger, "warn");
    const info = jest.spyOn(logger, "info");
    const error = jest.spyOn(logger, "error");
    expect((await me()).status).toBe(200);

    await takeDown();
    for (let n = 0; n < 4; n++) {
      const response = await me();
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(await response.json()).toEqual({
        statusCode: 503,
        message: "The service is briefly unavailable. Try again in a few seconds.",
        error: "Service Unavailable",
      });
    }
    const spanish = await me({ cookie: "NEXT_LOCALE=es" });
    expect(spanish.status).toBe(503);
    expect((await spanish.json()).message).toBe(
      "El servicio no está disponible por un momento. Vuelve a intentarlo en unos segundos.",
    );

    // Pages answer 503 at once while the outage is known; the build's assets are still served.
    const before = pages;
    const page = await fetch(`${server.base}/projects`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("2");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("<h1>Back in a moment</h1>");
    const auth = await fetch(`${server.base}/api/auth/session`);
    expect(auth.status).toBe(503);
    expect((await auth.json()).statusCode).toBe(503);
    expect(pages).toBe(before);
    expect((await fetch(`${server.base}/_next/static/chunks/app.js`)).status).toBe(200);
    expect(pages).toBe(before + 1);

    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /^\[db\] the database is unavailable \(.+\): requests are answered 503 with Retry-After: 2 until it answers again$/,
      ),
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(databaseOutageOngoing()).toBe(true);

    await bringBack();
    await waitUntil(() => !databaseOutageOngoing(), 10_000);
    expect(info.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /^\[db\] the database answers again after \d+\.\d s; 7 request\(s\) were answered 503 meanwhile$/,
      ),
    ]);
    expect((await me()).status).toBe(200);
    expect((await fetch(`${server.base}/projects`)).status).toBe(200);

    // The next outage is a new one: one more warning.
    await takeDown();
    expect((await me()).status).toBe(503);
    expect((await me()).status).toBe(503);
    expect(warn).toHaveBeenCalledTimes(2);
    await bringBack();
    await waitUntil(() => !databaseOutageOngoing(), 10_000);
    expect(info).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    info.mockRestore();
    error.mockRestore();
  });
});
