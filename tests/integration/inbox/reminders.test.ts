// Due-date reminders: 24 hours before, and when overdue; once each per due date; a moved due date
// re-arms them; done tasks and people who can no longer read the task are left alone.
import type { NotificationPage } from "@/lib/inbox/types";
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { getDb } from "@/lib/server/db";
import { sendDueReminders } from "@/modules/task-management/server/jobs/due-reminders";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { tm } from "../task-management/helpers";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const HOUR = 60 * 60 * 1000;
let team: Team;
let moduleId: string;
let projectId: string;
let columns: { id: string }[];

beforeEach(async () => {
  team = await seedTeam();
  projectId = (await seedProject(getDb(), team.workspace.id)).id;
  moduleId = (await seedProjectModule(getDb(), projectId, { name: "Ops" })).id;
  columns = (await tm.board(team.member, moduleId)).body.data[0]!.columns;
});

const kinds = async (who: Caller) =>
  (
    await call<NotificationPage>(listRoute, {
      token: who.token,
      url: "http://localhost:3000/api/v1/notifications?limit=50",
    })
  ).body.data.map((n) => `${n.kind} ${n.params.taskTitle}`);

const task = async (title: string, dueInMs: number, extra: Record<string, unknown> = {}) =>
  (
    await tm.create(team.owner, moduleId, {
      title,
      dueDate: new Date(Date.now() + dueInMs).toISOString(),
      assignees: [team.member.user.id, team.owner.user.id],
      ...extra,
    })
  ).body;

describe("due-date reminders", () => {
  it("reminds assignees once 24 h before and once when overdue, and again after the date moves", async () => {
    const soon = await task("Soon", 2 * HOUR);
    await task("Later", 3 * 24 * HOUR);
    await task("Late", -HOUR);
    await task("Ancient", -10 * 24 * HOUR);
    await task("Finished", 2 * HOUR, { columnId: columns[columns.length - 1]!.id });
    await tm.create(team.owner, moduleId, {
      title: "Nobody's",
      dueDate: new Date(Date.now() + HOUR).toISOString(),
    });

    const first = await sendDueReminders();
    // Two assignees each (the owner too: a reminder has no actor).
    expect(first).toEqual({ dueSoon: 2, overdue: 2 });
    expect((await kinds(team.member)).sort()).toEqual(["task.dueSoon Soon", "task.overdue Late"]);
    expect(await sendDueReminders()).toEqual({ dueSoon: 0, overdue: 0 });

    // A new due date re-arms the 24-hour reminder; when it passes, the task is overdue once.
    await tm.patch(team.owner, moduleId, soon.id, { dueDate: new Date(Date.now() + 5 * HOUR).toISOString() });
    expect(await sendDueReminders()).toEqual({ dueSoon: 2, overdue: 0 });
    expect(await sendDueReminders(new Date(Date.now() + 6 * HOUR))).toMatchObject({ overdue: 2 });
    expect(await sendDueReminders(new Date(Date.now() + 7 * HOUR))).toEqual({ dueSoon: 0, overdue: 0 });
    const member = await kinds(team.member);
    expect(member.filter((k) => k.endsWith(" Soon")).sort()).toEqual([
      "task.dueSoon Soon",
      "task.dueSoon Soon",
      "task.overdue Soon",
    ]);
    const [reminder] = (
      await call<NotificationPage>(listRoute, {
        token: team.member.token,
        url: "http://localhost:3000/api/v1/notifications",
      })
    ).body.data;
    expect(reminder).toMatchObject({
      actor: null,
      link: `/task-management/${moduleId}/tasks/${soon.id}/edit?redirect=%2Ftask-management%2F${moduleId}`,
    });
    expect(reminder?.text).toMatch(/^WP|^O/);
  });

  it("skips assignees who can no longer read the task", async () => {
    await task("Secret", 2 * HOUR);
    await getDb().project.update({ where: { id: projectId }, data: { private: true } });
    expect(await sendDueReminders()).toEqual({ dueSoon: 1, overdue: 0 });
    expect(await kinds(team.member)).toEqual([]);
    expect(await kinds(team.owner)).toEqual(["task.dueSoon Secret"]);
  });
});
