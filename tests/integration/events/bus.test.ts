// The domain event bus against real PostgreSQL: events reach subscribers only after their change
// committed, and a change refused (another workspace's ids, a denied right) publishes nothing.
import { getDb } from "@/lib/server/db";
import { afterCommit, publishDomainEvent, subscribe, subscribeAll } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { tm } from "../task-management/helpers";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id);
  moduleId = (await seedProjectModule(getDb(), project.id)).id;
});

function record() {
  const seen: DomainEvent[] = [];
  const stop = subscribeAll((event) => void seen.push(event));
  return { seen, stop };
}

describe("the domain event bus", () => {
  it("delivers an afterCommit event once its transaction committed, never after a rollback", async () => {
    const { seen, stop } = record();
    try {
      const event: DomainEvent = {
        type: "access.changed",
        workspaceId: team.workspace.id,
        userIds: [team.member.user.id],
        actorId: null,
      };
      await expect(
        afterCommit((emit) =>
          getDb().$transaction(async (tx) => {
            await tx.workspace.update({ where: { id: team.workspace.id }, data: { name: "Gone" } });
            emit(event);
            throw new Error("rollback");
          }),
        ),
      ).rejects.toThrow("rollback");
      expect(seen).toEqual([]);
      await afterCommit((emit) =>
        getDb().$transaction(async (tx) => {
          await tx.workspace.update({ where: { id: team.workspace.id }, data: { name: "Kept" } });
          emit(event);
        }),
      );
      expect(seen).toEqual([event]);
    } finally {
      stop();
    }
  });

  it("publishes nothing for another workspace's module or a refused right", async () => {
    const { seen, stop } = record();
    try {
      const other = await seedTeam("Elsewhere");
      expect((await tm.create(other.owner, moduleId, { title: "Sneaky" })).status).toBe(404);
      expect((await tm.create(team.viewer, moduleId, { title: "Denied" })).status).toBe(403);
      expect(seen).toEqual([]);
      const created = await tm.create(team.member, moduleId, { title: "Real" });
      expect(created.status).toBe(201);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ type: "task.events", workspaceId: team.workspace.id, moduleId });
    } finally {
      stop();
    }
  });

  it("keeps delivering when a subscriber fails, and stops after unsubscribing", async () => {
    const calls: string[] = [];
    const failing = subscribe("access.changed", () => {
      throw new Error("subscriber broke");
    });
    const counting = subscribe("access.changed", (event) => void calls.push(event.workspaceId));
    const event: DomainEvent = {
      type: "access.changed",
      workspaceId: team.workspace.id,
      userIds: "all",
      actorId: null,
    };
    expect(() => publishDomainEvent(event)).not.toThrow();
    expect(calls).toEqual([team.workspace.id]);
    counting();
    failing();
    publishDomainEvent(event);
    expect(calls).toHaveLength(1);
  });
});
