// Goal reminders (issue 14, spec §9): a reminder set in the progress settings schedules the owner's
// next check-in; the goal-reminders job sends each one once (two runs, or two at once), moves the
// next one on by the same rule as lib/goals/reminders.ts, and leaves never / closed goals alone.
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { nextReminderAt } from "@/lib/goals/reminders";
import type { GoalReminder } from "@/lib/goals/types";
import type { NotificationPage } from "@/lib/inbox/types";
import { getDb } from "@/lib/server/db";
import { sendGoalReminders } from "@/lib/server/jobs/goal-reminders";
import { goals, newGoal } from "./helpers";
import { call } from "../helpers/http";
import { seedTeam, type Caller, type Team } from "../workspaces/helpers";

const DAY = 24 * 60 * 60 * 1000;
let team: Team;

beforeEach(async () => {
  // One database for the file: each test's job runs see only its own goals.
  await getDb().goal.deleteMany({});
  team = await seedTeam("Acme");
});

const inbox = async (who: Caller) =>
  (
    await call<NotificationPage>(listRoute, {
      token: who.token,
      url: "http://localhost:3000/api/v1/notifications?limit=50",
    })
  ).body.data;

/** A goal of `owner` with a reminder, whose next reminder is set to `due`. */
async function goalWithReminder(reminder: GoalReminder, due: Date | null, owner: Caller = team.member) {
  const goal = await newGoal(owner, { title: `Check in ${reminder}` });
  const set = await goals.settings(owner, goal.id, { source: "subgoals", reminder });
  expect(set.status).toBe(200);
  await getDb().goal.update({ where: { id: goal.id }, data: { nextReminderAt: due } });
  return goal;
}

const nextOf = async (goalId: string) =>
  (await getDb().goal.findUniqueOrThrow({ where: { id: goalId }, select: { nextReminderAt: true } }))
    .nextReminderAt;

describe("goal reminders", () => {
  it("schedules the next reminder from the progress settings, and stops it when closed", async () => {
    const before = Date.now();
    const goal = await newGoal(team.member);
    const weekly = await goals.settings(team.member, goal.id, { source: "subgoals", reminder: "weekly" });
    const next = Date.parse(weekly.body.nextReminderAt!);
    expect(next).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(next).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    // Saving the same reminder again keeps the date; another reminder starts from now.
    expect(
      (await goals.settings(team.member, goal.id, { source: "subgoals", reminder: "weekly" })).body
        .nextReminderAt,
    ).toBe(weekly.body.nextReminderAt);
    const monthly = await goals.settings(team.member, goal.id, { source: "subgoals", reminder: "monthly" });
    expect(Date.parse(monthly.body.nextReminderAt!)).toBeGreaterThan(next);
    // Closed: no reminder; reopened: scheduled again.
    expect((await goals.patch(team.member, goal.id, { status: "archived" })).body.nextReminderAt).toBeNull();
    const reopened = await goals.patch(team.member, goal.id, { status: "at-risk" });
    expect(Date.parse(reopened.body.nextReminderAt!)).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(
      (await goals.settings(team.member, goal.id, { source: "subgoals", reminder: "never" })).body
        .nextReminderAt,
    ).toBeNull();
  });

  it("reminds the owner once, linking the goal, and moves the next reminder on", async () => {
    const due = new Date(Date.now() - 60_000);
    const goal = await goalWithReminder("weekly", due);
    expect(await sendGoalReminders()).toBe(1);
    const [reminder] = await inbox(team.member);
    expect(reminder).toMatchObject({
      kind: "goal.reminder",
      params: { goalTitle: "Check in weekly" },
      actor: null,
      link: `/goals/${goal.id}`,
      readAt: null,
    });
    expect(await nextOf(goal.id)).toEqual(nextReminderAt("weekly", due));
    // Run again: nothing is due any more.
    expect(await sendGoalReminders()).toBe(0);
    expect(await inbox(team.member)).toHaveLength(1);
    // Nobody else hears of it.
    expect(await inbox(team.admin)).toEqual([]);
  });

  it("sends each reminder once when two runs claim at the same time", async () => {
    const due = new Date(Date.now() - 60_000);
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await goalWithReminder("monthly", due)).id);
    const [first, second] = await Promise.all([sendGoalReminders(), sendGoalReminders()]);
    expect(first + second).toBe(6);
    expect(await inbox(team.member)).toHaveLength(6);
    for (const id of ids) expect(await nextOf(id)).toEqual(nextReminderAt("monthly", due));
  });

  it("moves calendar months as lib/goals/reminders.ts does, and skips missed periods", async () => {
    const now = new Date("2031-03-01T12:00:00.000Z");
    const endOfJanuary = new Date("2031-01-31T09:30:00.000Z");
    const monthly = await goalWithReminder("monthly", endOfJanuary);
    const quarterly = await goalWithReminder("quarterly", new Date("2031-02-28T10:00:00.000Z"));
    const weekly = await goalWithReminder("weekly", new Date("2031-02-27T08:00:00.000Z"));
    expect(await sendGoalReminders(now)).toBe(3);
    // 31 January + 1 month is 28 February, still before `now`: the next is one month after now.
    expect(nextReminderAt("monthly", endOfJanuary)).toEqual(new Date("2031-02-28T09:30:00.000Z"));
    expect(await nextOf(monthly.id)).toEqual(nextReminderAt("monthly", now));
    expect(await nextOf(quarterly.id)).toEqual(
      nextReminderAt("quarterly", new Date("2031-02-28T10:00:00.000Z")),
    );
    expect(await nextOf(quarterly.id)).toEqual(new Date("2031-05-28T10:00:00.000Z"));
    expect(await nextOf(weekly.id)).toEqual(new Date("2031-03-06T08:00:00.000Z"));
    expect(await sendGoalReminders(now)).toBe(0);
  });

  it("does not remind for never, closed goals, goals not yet due, or an owner who left", async () => {
    const past = new Date(Date.now() - 60_000);
    const never = await goalWithReminder("never", past);
    const archived = await goalWithReminder("weekly", null);
    await goals.patch(team.member, archived.id, { status: "archived" });
    await getDb().goal.update({ where: { id: archived.id }, data: { nextReminderAt: past } });
    const dropped = await goalWithReminder("weekly", null);
    await goals.patch(team.member, dropped.id, { status: "dropped" });
    await goalWithReminder("weekly", new Date(Date.now() + DAY));
    const left = await goalWithReminder("weekly", past, team.admin);
    await getDb().workspaceMember.deleteMany({
      where: { workspaceId: team.workspace.id, userId: team.admin.user.id },
    });

    expect(await sendGoalReminders()).toBe(0);
    expect(await inbox(team.member)).toEqual([]);
    // Stale dates on closed or never goals are cleared.
    expect(await nextOf(never.id)).toBeNull();
    expect(await nextOf(archived.id)).toBeNull();
    expect(await nextOf(dropped.id)).toBeNull();
    // The reminder of an owner who left is spent all the same (nobody to tell).
    expect(await nextOf(left.id)).toEqual(nextReminderAt("weekly", past));
  });
});
