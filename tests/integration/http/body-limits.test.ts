import fs from "node:fs/promises";
import { Agent } from "node:http";
import os from "node:os";
import path from "node:path";
import { loadDirectApi } from "@/lib/server/api/direct-api";
import { createRequestListener } from "@/lib/server/http/request-listener";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
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

// The production path: server.ts's request listener with every route of app/api/v1 loaded as
// loadDirectApi loads them at start. Next itself is not running: what falls through answers 404.
let server: TestServer;
let filesDir: string;
let user: SeededUser;
let team: Team;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-body-limits-"));
  process.env.FILES_DIR = filesDir;
  const api = loadDirectApi();
  server = await listen(
    createRequestListener({
      api,
      trustProxy: false,
      handle: async (_req, res) => {
        res.statusCode = 404;
        res.end();
      },
    }),
  );
  user = await seedUser(getDb());
  team = await seedTeam();
});
afterAll(async () => {
  await server.close();
  await fs.rm(filesDir, { recursive: true, force: true });
});

const credentials = () => JSON.stringify({ email: user.email, password: user.password });

describe("request bodies on the direct API path", () => {
  it("answers a 50 MB chunked body to the unauthenticated login with 413 after about 1 MB, reading no further", async () => {
    const total = 50 * MB;
    const before = server.bytesRead();
    const res = await streamBody(server, "/api/v1/auth/login", total);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 413,
      message: "The request body is too large",
      error: "Payload Too Large",
    });
    expect(res.headers.connection).toBe("close");
    // The answer came while the body was still arriving; the server read the limit, then what it
    // drops while closing (at most 4 MB more), and no further.
    expect(res.serverReadAtResponse - before).toBeLessThan(8 * MB);
    expect(server.bytesRead() - before).toBeLessThan(8 * MB);
    expect(res.sent).toBeLessThan(total);
    // Client and server share this process: neither held the body.
    expect(res.rssGrowth).toBeLessThan(40 * MB);
  });

  it("answers a 2 MB JSON body sent with a Content-Length 413 and closes, so a keep-alive client's next call works", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ email: user.email, password: "x".repeat(2 * MB) });
      for (let round = 0; round < 3; round++) {
        const refused = await send(server, agent, "/api/v1/auth/login", big);
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe("close");
        const next = await send(server, agent, "/api/v1/auth/login", credentials());
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toMatchObject({ user: { email: user.email } });
      }
    } finally {
      agent.destroy();
    }
  });

  it("lets a client in another process that keeps streaming read its 413, then call again", async () => {
    const rounds = await otherProcessClient(server, "/api/v1/auth/login", 50 * MB, 10, credentials());
    expect(rounds).toHaveLength(10);
    for (const round of rounds) {
      expect(round.big).toEqual({ status: 413, connection: "close" });
      expect(round.next).toEqual({ status: 200, connection: "keep-alive" });
    }
  });

  it("still reads normal JSON bodies, with or without a Content-Length, and keeps the connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(server, agent, "/api/v1/auth/login", credentials());
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe("keep-alive");
      const second = await send(server, agent, "/api/v1/auth/login", credentials());
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
    const chunked = await sendChunked(server, "/api/v1/auth/login", Buffer.from(credentials()), {
      "content-type": "application/json",
    });
    expect(chunked.status).toBe(200);
    // A body just under the limit is read whole (and then judged by the service: wrong password).
    const padded = JSON.stringify({ email: user.email, password: "wrong" }).padEnd(MB - 16, " ");
    const under = await sendChunked(server, "/api/v1/auth/login", Buffer.from(padded), {
      "content-type": "application/json",
    });
    expect(under.status).toBe(401);
  });

  it("closes the connection when it answers before reading a large body (401 before auth)", async () => {
    const before = server.bytesRead();
    const res = await streamBody(server, "/api/v1/workspace", 20 * MB);
    expect(res.status).toBe(401);
    expect(res.headers.connection).toBe("close");
    expect(server.bytesRead() - before).toBeLessThan(12 * MB);
  });

  it("keeps uploads working under their own larger limit, streamed or not, and refuses larger ones", async () => {
    const auth = { authorization: `Bearer ${team.member.token}` };
    const file = await multipart(image(PNG_HEAD, Math.round(1.5 * MB)), "big.png", "image/png");
    const chunked = await sendChunked(server, "/api/v1/files/upload", file.body, {
      ...auth,
      "content-type": file.contentType,
    });
    expect(chunked.status).toBe(201);
    expect(JSON.parse(chunked.body)).toMatchObject({ key: expect.any(String) });

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const whole = await send(server, agent, "/api/v1/files/upload", Buffer.from(file.body), {
        ...auth,
        "content-type": file.contentType,
      });
      expect(whole.status).toBe(201);
    } finally {
      agent.destroy();
    }

    const before = server.bytesRead();
    const tooBig = await streamBody(server, "/api/v1/files/upload", 30 * MB, {
      headers: { ...auth, "content-type": file.contentType },
    });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body)).toMatchObject({ message: "Image must smaller than 2MB!" });
    expect(tooBig.headers.connection).toBe("close");
    expect(server.bytesRead() - before).toBeLessThan(16 * MB);
  });
});

describe("another workspace's module over the real listener", () => {
  it("is not found with a normal body, and an oversized one is refused before anything is looked up", async () => {
    const other = await seedTeam("Elsewhere");
    const project = await seedProject(getDb(), other.workspace.id);
    const foreign = await seedProjectModule(getDb(), project.id);
    const agent = new Agent({ keepAlive: true });
    try {
      const auth = { "content-type": "application/json", authorization: `Bearer ${team.member.token}` };
      const path = `/api/v1/task-management/${foreign.id}/tasks`;
      const small = await send(server, agent, path, JSON.stringify({ title: "Sneaky" }), auth);
      expect(small.status).toBe(404);
      const big = await send(server, agent, path, JSON.stringify({ title: "x".repeat(2 * MB) }), auth);
      expect(big.status).toBe(413);
      expect(await getDb().task.count({ where: { title: "Sneaky" } })).toBe(0);
    } finally {
      agent.destroy();
    }
  });
});
