import fs from "node:fs/promises";
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { loadDirectApi } from "@/lib/server/api/direct-api";
import { matchRoute } from "@/lib/server/api/route-table";
import { getDb } from "@/lib/server/db";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/server/http/body-limits";
import { createRequestListener } from "@/lib/server/http/request-listener";
import { seedUser, type SeededUser } from "@/prisma/seed/users";
import { image, PNG_HEAD } from "../files/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";
import {
  listen,
  MB,
  multipart,
  otherProcessClient,
  send,
  sendChunked,
  streamBody,
  type TestServer,
} from "./helpers";

jest.setTimeout(60_000);

// Next's own path (development, and whatever /api request Next serves in production): server.ts's
// request listener without the direct API. Next itself cannot run here (it needs a build), so a
// stand-in takes its place and hands the body to the real route handler as Next does: the Node
// request itself becomes the Request's body (NextRequestAdapter.fromNodeNextRequest in
// next/dist/server/web/spec-extension/adapters/next-request.js), once Next has routed the request.
// The Request refuses a body that was already read from ("disturbed"), as Next's does.
type Routes = Awaited<ReturnType<typeof loadDirectApi>>;

let handled = 0;
function nextStandIn(routes: Routes) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    handled++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const url = new URL(req.url ?? "/", "http://localhost:3000");
    const found = matchRoute(routes, url.pathname);
    const handler = found && (await found.route.module())[req.method ?? "GET"];
    if (!found || !handler) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    // Next passes the Node request as it is; the Request reads it as an async iterable of chunks.
    const response = await handler(
      new NextRequest(url, {
        method: req.method,
        headers,
        body: hasBody ? (req as unknown as ReadableStream<Uint8Array>) : undefined,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve(found.params) },
    );
    res.statusCode = response.status;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

let server: TestServer;
let filesDir: string;
let user: SeededUser;
let team: Team;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-next-body-limits-"));
  process.env.FILES_DIR = filesDir;
  const routes = loadDirectApi();
  server = await listen(createRequestListener({ api: null, trustProxy: false, handle: nextStandIn(routes) }));
  user = await seedUser(getDb());
  team = await seedTeam();
});
afterAll(async () => {
  await server.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const credentials = () => JSON.stringify({ email: user.email, password: user.password });
const json = { "content-type": "application/json" };

describe("request bodies on Next's path", () => {
  it("answers a 50 MB chunked body with 413 after about 1 MB, before Next sees any of it", async () => {
    const before = { read: server.bytesRead(), handled };
    const res = await streamBody(server, "/api/v1/auth/login", 50 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: "The request body is too large" });
    expect(res.headers.connection).toBe("close");
    expect(handled).toBe(before.handled);
    expect(res.serverReadAtResponse - before.read).toBeLessThan(8 * MB);
    expect(server.bytesRead() - before.read).toBeLessThan(8 * MB);
    expect(res.rssGrowth).toBeLessThan(40 * MB);
  });

  it("answers a declared 2 MB body 413 unread and closes, so a keep-alive client's next call works", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ email: user.email, password: "x".repeat(2 * MB) });
      for (let round = 0; round < 3; round++) {
        const refused = await send(server, agent, "/api/v1/auth/login", big);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe("close");
        const next = await send(server, agent, "/api/v1/auth/login", credentials());
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it("lets a client in another process that keeps streaming read its 413, then call again", async () => {
    const rounds = await otherProcessClient(server, "/api/v1/auth/login", 50 * MB, 5, credentials());
    expect(rounds).toHaveLength(5);
    for (const round of rounds) {
      expect(round.big).toEqual({ status: 413, connection: "close" });
      expect(round.next).toEqual({ status: 200, connection: "keep-alive" });
    }
  });

  it("hands Next whole bodies within the limit, chunked or not, empty or in many pieces", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const whole = await send(server, agent, "/api/v1/auth/login", credentials());
      expect(whole.status).toBe(200);
      expect(whole.headers.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
    const body = Buffer.from(credentials());
    expect((await sendChunked(server, "/api/v1/auth/login", body, json)).status).toBe(200);
    expect((await sendChunked(server, "/api/v1/auth/login", body, json, 7)).status).toBe(200);
    // Empty: read as {} and refused by the service's validation, not left waiting for its end.
    const empty = await sendChunked(server, "/api/v1/auth/login", Buffer.alloc(0), json);
    expect(empty.status).toBe(400);
    const padded = JSON.stringify({ email: user.email, password: "wrong" }).padEnd(MB, " ");
    expect((await sendChunked(server, "/api/v1/auth/login", Buffer.from(padded), json)).status).toBe(401);
    const over = await sendChunked(server, "/api/v1/auth/login", Buffer.from(`${padded} `), json);
    expect(over.status).toBe(413);
  });

  it("drops a chunked body whose client leaves before its end: nothing reaches Next", async () => {
    const before = handled;
    const request = httpRequest({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/v1/auth/login",
      headers: { "transfer-encoding": "chunked", ...json },
    });
    request.on("error", () => undefined);
    request.write("x".repeat(1000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Next's stand-in counts every request it is handed.
    expect(handled).toBe(before);
    // The server still answers.
    expect((await sendChunked(server, "/api/v1/auth/login", Buffer.from(credentials()), json)).status).toBe(
      200,
    );
  });

  it("applies the upload limit to uploads: one within it reaches the route, one past it is refused", async () => {
    const auth = { authorization: `Bearer ${team.member.token}` };
    const file = await multipart(image(PNG_HEAD, Math.round(1.5 * MB)), "big.png", "image/png");
    const stored = await sendChunked(server, "/api/v1/files/upload", file.body, {
      ...auth,
      "content-type": file.contentType,
    });
    expect(stored.status).toBe(201);

    // A form of exactly the limit is read whole by the route (whose own limit is the same, so it
    // never cancels Next's stream): its file is too large for the service. One byte more is 413.
    const overhead = file.body.length - Math.round(1.5 * MB);
    const atLimit = await multipart(
      image(PNG_HEAD, UPLOAD_BODY_MAX_BYTES - overhead),
      "max.png",
      "image/png",
    );
    expect(atLimit.body.length).toBe(UPLOAD_BODY_MAX_BYTES);
    const headers = { ...auth, "content-type": atLimit.contentType };
    const read = await sendChunked(server, "/api/v1/files/upload", atLimit.body, headers);
    expect(read.status).toBe(400);
    expect(JSON.parse(read.body)).toMatchObject({ message: "Image must smaller than 2MB!" });
    const past = await multipart(
      image(PNG_HEAD, UPLOAD_BODY_MAX_BYTES - overhead + 1),
      "max.png",
      "image/png",
    );
    const refused = await sendChunked(server, "/api/v1/files/upload", past.body, {
      ...auth,
      "content-type": past.contentType,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ message: "Image must smaller than 2MB!" });
    expect(refused.headers.connection).toBe("close");
  });
});
