import fs from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { compileRoutes } from "@/lib/server/api/route-table";
import { serveDirectApi } from "@/lib/server/api/direct-api";
import * as fileRoute from "@/app/api/v1/files/[...key]/route";
import * as uploadRoute from "@/app/api/v1/files/upload/route";
import { signFileToken } from "@/lib/server/files/file-token";
import { seedTeam, type Team } from "../workspaces/helpers";
import { image, PNG_HEAD } from "./helpers";

jest.setTimeout(30_000);

// The production path: server.ts dispatches /api/v1 through the route table to these handlers.
type RouteModule = Parameters<typeof serveDirectApi>[0][number]["module"];
const routes = compileRoutes<RouteModule>([
  { file: "api/v1/files/[...key]/route.ts", module: async () => fileRoute },
  { file: "api/v1/files/upload/route.ts", module: async () => uploadRoute },
]);

let server: Server;
let base: string;
let filesDir: string;
let team: Team;

beforeAll(async () => {
  filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "suite-direct-files-"));
  process.env.FILES_DIR = filesDir;
  server = createServer((req, res) => {
    void serveDirectApi(routes, req, res, { trustProxy: false }).then((served) => {
      if (!served) {
        res.statusCode = 404;
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  team = await seedTeam();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(filesDir, { recursive: true, force: true });
});

const post = (body: FormData | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v1/files/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${team.member.token}`, ...headers },
    body,
  });

describe("files over HTTP through the production route table", () => {
  it("uploads with a real multipart body and serves it back by key and by token", async () => {
    const bytes = image(PNG_HEAD, 4096);
    const form = new FormData();
    form.append("file", new File([bytes], "direct.png", { type: "image/png" }));
    const res = await post(form);
    expect(res.status).toBe(201);
    const { key, url } = (await res.json()) as { key: string; url: string };

    // Its uploader's until a project uses it.
    const got = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${team.member.token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);

    const token = encodeURIComponent(signFileToken(key, team.member.user.id, 60));
    const anonymous = await fetch(`${base}${url}?token=${token}`);
    expect(anonymous.status).toBe(200);
    expect((await fetch(`${base}${url}`)).status).toBe(401);
  });

  it("answers 404 for traversal attempts in the URL", async () => {
    const auth = { authorization: `Bearer ${team.owner.token}` };
    for (const suffix of [`${team.workspace.id}/..%2F..%2Fetc%2Fpasswd`, "..%2F..%2Fpackage.json"]) {
      const res = await fetch(`${base}/api/v1/files/${suffix}`, { headers: auth });
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
  });

  it("refuses a body whose Content-Length is far over the limit without reading it", async () => {
    const big = new Uint8Array(8 * 1024 * 1024);
    const res = await post(big, { "content-type": "multipart/form-data; boundary=x" });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: "Image must smaller than 2MB!" });
  });
});
