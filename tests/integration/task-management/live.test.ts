import type { Socket } from "socket.io-client";
import { getDb } from "@/lib/server/db";
import { MODULE_EVENT as TASK_MODULE_EVENT, MODULE_JOIN as TASK_MODULE_JOIN } from "@/lib/modules/realtime";
import type { TaskModuleEnvelope } from "@/modules/task-management/shared/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { connected, until, startRealtimeServer } from "../helpers/realtime";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";
import { tm } from "./helpers";

const realtime = startRealtimeServer();
let team: Team;
let moduleId: string;

beforeAll(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id);
  moduleId = (await seedProjectModule(getDb(), project.id)).id;
});

/** A signed-in socket that asked to join the module's room; resolves with the server's answer. */
async function join(
  caller: Caller,
  id = moduleId,
): Promise<{ socket: Socket; ok: boolean; events: TaskModuleEnvelope[] }> {
  const socket = realtime.connect({ token: caller.token });
  const events: TaskModuleEnvelope[] = [];
  socket.on(TASK_MODULE_EVENT, (frame: TaskModuleEnvelope[]) => events.push(...frame));
  await connected(socket);
  const { ok } = await socket.emitWithAck(TASK_MODULE_JOIN, { moduleId: id });
  return { socket, ok: ok as boolean, events };
}

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
