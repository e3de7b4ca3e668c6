import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { attachRealtime } from "@/lib/realtime/socket-server";
import { getDb } from "@/lib/server/db";
import { TASK_MODULE_EVENT, TASK_MODULE_JOIN, type TaskModuleEnvelope } from "@/lib/tasks/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

let server: Server;
let url: string;
let realtime: ReturnType<typeof attachRealtime>;
const sockets: Socket[] = [];
let team: Team;
let moduleId: string;

beforeAll(async () => {
  server = createServer();
  realtime = attachRealtime(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id);
  moduleId = (await seedProjectModule(getDb(), project.id)).id;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise<void>((resolve) => void realtime.close(() => resolve()));
});

/** A signed-in socket that asked to join the module's room; resolves with the server's answer. */
async function join(
  caller: Caller,
  id = moduleId,
): Promise<{ socket: Socket; ok: boolean; events: TaskModuleEnvelope[] }> {
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token: caller.token },
    reconnection: false,
  });
  sockets.push(socket);
  const events: TaskModuleEnvelope[] = [];
  socket.on(TASK_MODULE_EVENT, (envelope: TaskModuleEnvelope) => events.push(envelope));
  await new Promise<void>((resolve, reject) => {
    socket.on("connect", () => resolve());
    socket.on("connect_error", reject);
  });
  const { ok } = await socket.emitWithAck(TASK_MODULE_JOIN, { moduleId: id });
  return { socket, ok: ok as boolean, events };
}

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe("live task events", () => {
  it("reach every viewer of the module, and nobody else", async () => {
    const viewer = await join(team.viewer);
    const owner = await join(team.owner);
    const other = await seedTeam("Other");
    const outsider = await join(other.owner);
    expect([viewer.ok, owner.ok, outsider.ok]).toEqual([true, true, false]);
    expect((await join(team.member, "not-an-id")).ok).toBe(false);

    const created = await tm.create(team.member, moduleId, { title: "Live" });
    const columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
    const started = Date.now();
    await tm.move(team.member, moduleId, created.body.id, columns[1]!.id, 0);
    expect(
      await until(() =>
        viewer.events.some(
          (e) => e.event.type === "task.upserted" && e.event.task.columnId === columns[1]!.id,
        ),
      ),
    ).toBe(true);
    const latency = Date.now() - started;
    expect(latency).toBeLessThan(1_000);
    expect(owner.events.map((e) => e.event.type)).toEqual(
      expect.arrayContaining(["task.upserted", "activity.added"]),
    );
    const moved = viewer.events.filter((e) => e.event.type === "task.upserted").at(-1)!;
    expect(moved).toMatchObject({ moduleId, actorId: team.member.user.id, event: { task: { version: 2 } } });
    expect(outsider.events).toEqual([]);

    await tm.remove(team.member, moduleId, created.body.id);
    expect(await until(() => viewer.events.some((e) => e.event.type === "task.deleted"))).toBe(true);
  });
});
