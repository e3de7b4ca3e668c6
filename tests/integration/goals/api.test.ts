// The goals REST API (issue 14): CRUD and its validation messages, My goals / Team goals / guests,
// private projects, other workspaces, roles, members, parent and sub-goal links (no loops), manual
// check-ins and the Tasks source's task picker.
import { GOAL_PAGE_SIZE, type GoalDetail } from "@/lib/goals/api";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { goals, newGoal, text } from "./helpers";
import { tm } from "../task-management/helpers";
import { errorBody, seedTeam, type Caller, type Team } from "../workspaces/helpers";

let team: Team;

beforeEach(async () => {
  team = await seedTeam("Acme");
});

const titles = async (c: Caller, query: Record<string, string> = {}) =>
  (await goals.list(c, query)).body.items.map((goal) => goal.title).sort();

describe("creating, reading, changing and deleting goals", () => {
  it("creates a goal owned by its creator, on track, manual, and reads it back", async () => {
    const made = await goals.create(team.member, {
      title: "  Launch the new site  ",
      description: "Everything public by June",
      timePeriod: { start: "2026-04-01", end: "2026-06-30" },
    });
    expect(made.status).toBe(201);
    const goal = made.body;
    expect(goal).toMatchObject({
      title: "Launch the new site",
      description: "Everything public by June",
      status: "on-track",
      owner: { id: team.member.user.id, name: "Mia Member", image: null },
      timePeriod: { start: "2026-04-01", end: "2026-06-30" },
      progress: null,
      source: "manual",
      measurement: "percent",
      decimals: 0,
      parentId: null,
      subGoalCount: 0,
      members: [],
      parent: null,
      subGoals: [],
      reminder: "never",
      weighted: false,
      startingValue: 0,
      targetValue: 100,
      currentValue: 0,
      projects: [],
      tasks: [],
      checkIns: [],
      nextReminderAt: null,
      rights: { edit: true, delete: true },
    });
    expect(goal.id).toMatch(/^[0-9a-f]{24}$/);
    expect((await goals.get(team.member, goal.id)).body).toEqual(goal);
  });

  it("answers the spec's messages for bad input", async () => {
    expect((await goals.create(team.member, { title: "   " })).body).toEqual(
      errorBody(400, "Title is required"),
    );
    expect((await goals.create(team.member, {})).body).toEqual(errorBody(400, "Title is required"));
    expect(
      (
        await goals.create(team.member, {
          title: "Q2",
          timePeriod: { start: "2026-06-30", end: "2026-04-01" },
        })
      ).body,
    ).toEqual(errorBody(400, text("validation.goalPeriodInvalid")));
    expect((await goals.create(team.member, { title: "Q2", status: "done" })).body).toEqual(
      errorBody(400, text("validation.goalStatusInvalid")),
    );
    expect((await goals.create(team.member, { title: "x".repeat(201) })).status).toBe(400);
    const outsider = await seedTeam("Other");
    expect((await goals.create(team.member, { title: "Q2", ownerId: outsider.member.user.id })).body).toEqual(
      errorBody(400, text("validation.goalOwnerInvalid")),
    );
    const goal = await newGoal(team.member);
    expect((await goals.patch(team.member, goal.id, {})).body).toEqual(errorBody(400, "Nothing to update"));
    expect((await goals.get(team.member, "not-an-id")).status).toBe(400);
  });

  it("gives the goal to another member: the creator stays on it as a member", async () => {
    const goal = await newGoal(team.member, { title: "For Adam", ownerId: team.admin.user.id });
    expect(goal.owner?.id).toBe(team.admin.user.id);
    expect(goal.members.map((m) => m.id)).toEqual([team.member.user.id]);
    expect(goal.rights).toEqual({ edit: true, delete: false });
  });

  it("changes fields and deletes; sub-goals of a deleted goal become top-level", async () => {
    const goal = await newGoal(team.member, {
      title: "Old",
      timePeriod: { start: "2026-01-01", end: "2026-03-31" },
    });
    const patched = await goals.patch(team.member, goal.id, {
      title: "New",
      description: null,
      timePeriod: null,
      status: "at-risk",
      ownerId: team.admin.user.id,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      title: "New",
      description: null,
      timePeriod: null,
      status: "at-risk",
      owner: { id: team.admin.user.id },
    });
    // No longer its owner nor a member: the member may still see it (a team goal) but not change it.
    expect(patched.body.rights).toEqual({ edit: false, delete: false });

    const parent = await newGoal(team.admin, { title: "Parent" });
    const child = await newGoal(team.admin, { title: "Child" });
    expect((await goals.connectSub(team.admin, parent.id, { goalId: child.id })).status).toBe(201);
    expect((await goals.remove(team.member, parent.id)).status).toBe(403);
    expect((await goals.remove(team.admin, parent.id)).status).toBe(204);
    expect((await goals.get(team.admin, parent.id)).body).toEqual(
      errorBody(404, text("errors.goalNotFound")),
    );
    expect((await goals.get(team.admin, child.id)).body.parentId).toBeNull();
  });

  it("lets viewers and guests read but never create or change", async () => {
    expect((await goals.create(team.viewer, { title: "Mine" })).status).toBe(403);
    expect((await goals.create(team.guest, { title: "Mine" })).status).toBe(403);
    const goal = await newGoal(team.member, { title: "Team goal" });
    // A viewer invited to the goal still may not change it (viewers never write).
    await goals.addMembers(team.member, goal.id, [team.viewer.user.id]);
    const seen = await goals.get(team.viewer, goal.id);
    expect(seen.body.rights).toEqual({ edit: false, delete: false });
    expect((await goals.patch(team.viewer, goal.id, { title: "Mine now" })).status).toBe(403);
    expect((await goals.progress(team.viewer, goal.id, { value: 10 })).status).toBe(403);
    expect((await goals.remove(team.viewer, goal.id)).status).toBe(403);
    // A member who is neither its owner nor on it sees it but cannot change it; an admin can.
    expect((await goals.patch(team.admin, goal.id, { ownerId: team.admin.user.id })).status).toBe(200);
    expect((await goals.patch(team.member, goal.id, { title: "x" })).status).toBe(403);
    expect((await goals.get(team.member, goal.id)).body.rights).toEqual({ edit: false, delete: false });
  });

  it("answers 404 for another workspace's goal, whatever the call", async () => {
    const other = await seedTeam("Elsewhere");
    const theirs = await newGoal(other.owner, { title: "Secret plan" });
    const notFound = errorBody(404, text("errors.goalNotFound"));
    expect((await goals.get(team.owner, theirs.id)).body).toEqual(notFound);
    expect((await goals.patch(team.owner, theirs.id, { title: "Mine" })).body).toEqual(notFound);
    expect((await goals.remove(team.owner, theirs.id)).body).toEqual(notFound);
    expect((await goals.progress(team.owner, theirs.id, { value: 5 })).body).toEqual(notFound);
    expect((await goals.settings(team.owner, theirs.id, { source: "subgoals" })).body).toEqual(notFound);
    const mine = await newGoal(team.owner, { title: "Mine" });
    expect((await goals.connectSub(team.owner, mine.id, { goalId: theirs.id })).body).toEqual(notFound);
    expect((await goals.setParent(team.owner, mine.id, theirs.id)).body).toEqual(notFound);
    expect((await titles(team.owner, { active: "team-goals" })).includes("Secret plan")).toBe(false);
  });
});

describe("My goals, Team goals and what each member sees", () => {
  it("lists my goals (owned or invited) and the team's, with counts and filters", async () => {
    const mine = await newGoal(team.member, { title: "Member's" });
    const invited = await newGoal(team.admin, { title: "Admin's, with Mia" });
    await goals.addMembers(team.admin, invited.id, [team.member.user.id]);
    await newGoal(team.admin, { title: "Admin's" });
    const archived = await newGoal(team.owner, { title: "Owner's old" });
    await goals.patch(team.owner, archived.id, { status: "archived" });

    expect(await titles(team.member)).toEqual(["Admin's, with Mia", "Member's"]);
    expect(await titles(team.member, { active: "team-goals" })).toEqual([
      "Admin's",
      "Admin's, with Mia",
      "Member's",
      "Owner's old",
    ]);
    expect(await titles(team.member, { active: "team-goals", filter: "closed" })).toEqual(["Owner's old"]);
    expect(await titles(team.member, { active: "team-goals", filter: "open", q: "admin" })).toEqual([
      "Admin's",
      "Admin's, with Mia",
    ]);
    expect(await titles(team.member, { active: "team-goals", q: "100%_" })).toEqual([]);
    expect((await goals.counts(team.member, "team-goals")).body).toEqual({ all: 4, open: 3, closed: 1 });
    expect((await goals.counts(team.member)).body).toEqual({ all: 2, open: 2, closed: 0 });

    // Viewers see the team's goals; guests only the ones they own or were invited to.
    expect(await titles(team.viewer, { active: "team-goals" })).toHaveLength(4);
    expect(await titles(team.guest, { active: "team-goals" })).toEqual([]);
    expect((await goals.get(team.guest, mine.id)).status).toBe(404);
    await goals.addMembers(team.member, mine.id, [team.guest.user.id]);
    expect(await titles(team.guest, { active: "team-goals" })).toEqual(["Member's"]);
    expect(await titles(team.guest)).toEqual(["Member's"]);
    expect((await goals.get(team.guest, mine.id)).body.rights).toEqual({ edit: false, delete: false });

    const summary = (await goals.list(team.member)).body.items.find((goal) => goal.id === mine.id);
    expect(summary).toEqual({
      id: mine.id,
      title: "Member's",
      status: "on-track",
      owner: { id: team.member.user.id, name: "Mia Member", image: null },
      timePeriod: null,
      progress: null,
      source: "manual",
      measurement: "percent",
      decimals: 0,
      parentId: null,
      subGoalCount: 0,
      updatedAt: expect.any(String),
    });
    expect((await goals.list(team.member, { active: "everyone" })).body).toEqual(
      errorBody(400, text("validation.goalTabInvalid")),
    );
    expect((await goals.list(team.member, { cursor: "bogus" })).body).toEqual(
      errorBody(400, "Invalid cursor"),
    );
  });

  it("pages newest first with a keyset cursor", async () => {
    const base = Date.now() - 1_000_000;
    await getDb().goal.createMany({
      data: Array.from({ length: GOAL_PAGE_SIZE + 5 }, (_, i) => ({
        id: newId(),
        workspaceId: team.workspace.id,
        title: `Goal ${String(i).padStart(2, "0")}`,
        ownerId: team.member.user.id,
        // Two goals share each instant: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    });
    const first = await goals.list(team.member);
    expect(first.body.items).toHaveLength(GOAL_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await goals.list(team.member, { cursor: first.body.nextCursor! });
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((goal) => goal.id)).size).toBe(GOAL_PAGE_SIZE + 5);
    expect(
      all
        .slice(-2)
        .map((goal) => goal.title)
        .sort(),
    ).toEqual(["Goal 00", "Goal 01"]);
  });

  it("hides a goal following a private project (or its tasks) from members without access to it", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const board = (await seedProjectModule(getDb(), secret.id, { name: "Secret board" })).id;
    const task = (await tm.create(team.admin, board, { title: "Hidden work" })).body;

    const byProject = await newGoal(team.admin, { title: "Follows the secret project" });
    expect(
      (await goals.settings(team.admin, byProject.id, { source: "projects", projectIds: [secret.id] }))
        .status,
    ).toBe(200);
    const byTask = await newGoal(team.admin, { title: "Follows a secret task" });
    expect(
      (await goals.settings(team.admin, byTask.id, { source: "tasks", taskIds: [task.id] })).status,
    ).toBe(200);
    await newGoal(team.admin, { title: "Open to all" });

    expect(await titles(team.member, { active: "team-goals" })).toEqual(["Open to all"]);
    expect((await goals.counts(team.member, "team-goals")).body.all).toBe(1);
    expect((await goals.get(team.member, byProject.id)).body).toEqual(
      errorBody(404, text("errors.goalNotFound")),
    );
    expect((await goals.get(team.member, byTask.id)).status).toBe(404);
    expect(await titles(team.viewer, { active: "team-goals" })).toEqual(["Open to all"]);
    // Owners and admins see everything; a member invited to the goal sees it, and only what they may.
    expect(await titles(team.owner, { active: "team-goals" })).toHaveLength(3);
    await goals.addMembers(team.admin, byProject.id, [team.member.user.id]);
    const invited = (await goals.get(team.member, byProject.id)).body;
    expect(invited.projects).toEqual([]);
    // A member may not make a goal follow a project or task they cannot see.
    const own = await newGoal(team.member);
    expect(
      (await goals.settings(team.member, own.id, { source: "projects", projectIds: [secret.id] })).body,
    ).toEqual(errorBody(400, text("validation.goalProjectsNotFound")));
    expect((await goals.settings(team.member, own.id, { source: "tasks", taskIds: [task.id] })).body).toEqual(
      errorBody(400, text("validation.goalTasksNotFound")),
    );

    // Given access to the project, the member sees both.
    await getDb().projectAccess.create({
      data: { id: newId(), projectId: secret.id, userId: team.member.user.id, role: "member" },
    });
    expect(await titles(team.member, { active: "team-goals" })).toHaveLength(4);
    expect((await goals.get(team.member, byProject.id)).body.projects).toEqual([
      { id: secret.id, name: "Secret", done: 0, total: 1 },
    ]);
  });
});

describe("members", () => {
  it("invites workspace members only, and removes them", async () => {
    const goal = await newGoal(team.member);
    const outsider = await seedTeam("Outside");
    expect((await goals.addMembers(team.member, goal.id, [outsider.member.user.id])).body).toEqual(
      errorBody(400, text("validation.goalMembersInvalid")),
    );
    expect((await goals.addMembers(team.member, goal.id, [])).body).toEqual(
      errorBody(400, text("validation.goalMembersInvalid")),
    );
    const added = await goals.addMembers(team.member, goal.id, [team.admin.user.id, team.viewer.user.id]);
    expect(added.status).toBe(201);
    expect(added.body.members.map((m) => m.name).sort()).toEqual(["Adam Admin", "Vic Viewer"]);
    // Adding again changes nothing.
    expect((await goals.addMembers(team.member, goal.id, [team.admin.user.id])).body.members).toHaveLength(2);
    // The viewer may leave by themselves, not remove anyone else.
    expect((await goals.removeMember(team.viewer, goal.id, team.admin.user.id)).status).toBe(403);
    expect((await goals.removeMember(team.viewer, goal.id, team.viewer.user.id)).status).toBe(204);
    expect((await goals.removeMember(team.member, goal.id, team.admin.user.id)).status).toBe(204);
    expect((await goals.removeMember(team.member, goal.id, team.admin.user.id)).body).toEqual(
      errorBody(404, text("errors.goalMemberNotFound")),
    );
    expect((await goals.get(team.member, goal.id)).body.members).toEqual([]);
  });

  it("tells the people who joined, once, with a link to the goal", async () => {
    const goal = await newGoal(team.member, { title: "Grow the newsletter" });
    const invitations = (objectId = goal.id) =>
      getDb().notification.findMany({
        where: { kind: "goal.invited", objectId },
        select: { userId: true, actorId: true, link: true, params: true, workspaceId: true },
        orderBy: { userId: "asc" },
      });
    // The person who invites is not told about themselves.
    await goals.addMembers(team.member, goal.id, [team.admin.user.id, team.member.user.id]);
    expect(await invitations()).toEqual([
      {
        userId: team.admin.user.id,
        actorId: team.member.user.id,
        link: `/goals/${goal.id}`,
        params: { goalTitle: "Grow the newsletter" },
        workspaceId: team.workspace.id,
      },
    ]);
    // Already in the goal: nobody is told again; a new member is.
    await goals.addMembers(team.member, goal.id, [team.admin.user.id, team.viewer.user.id]);
    expect((await invitations()).map((row) => row.userId).sort()).toEqual(
      [team.admin.user.id, team.viewer.user.id].sort(),
    );
    // A person who turned the kind off in both channels gets nothing.
    const other = await newGoal(team.member, { title: "Quiet one" });
    await getDb().notificationPreference.create({
      data: { userId: team.owner.user.id, kind: "goal.invited", inApp: false, email: false },
    });
    await goals.addMembers(team.member, other.id, [team.owner.user.id]);
    expect(await invitations(other.id)).toEqual([]);
  });
});

describe("parent and sub-goal links", () => {
  it("connects, moves and disconnects sub-goals, and refuses loops", async () => {
    const a = await newGoal(team.member, { title: "A" });
    const b = await newGoal(team.member, { title: "B" });
    const c = await newGoal(team.member, { title: "C" });
    const connected = await goals.connectSub(team.member, a.id, { goalId: b.id, weight: 2 });
    expect(connected.status).toBe(201);
    expect(connected.body.subGoals.map((g) => [g.title, g.weight])).toEqual([["B", 2]]);
    expect(connected.body.subGoalCount).toBe(1);
    expect((await goals.setParent(team.member, c.id, b.id)).body.parent?.title).toBe("B");

    // A ─ B ─ C: A under C would be a loop; so is A under itself.
    expect((await goals.setParent(team.member, a.id, c.id)).body).toEqual(
      errorBody(400, text("validation.goalLinkCycle")),
    );
    expect((await goals.connectSub(team.member, c.id, { goalId: a.id })).body).toEqual(
      errorBody(400, text("validation.goalLinkCycle")),
    );
    expect((await goals.connectSub(team.member, a.id, { goalId: a.id })).body).toEqual(
      errorBody(400, text("validation.goalLinkSelf")),
    );
    expect((await goals.setParent(team.member, a.id, a.id)).body).toEqual(
      errorBody(400, text("validation.goalLinkSelf")),
    );
    expect((await goals.connectSub(team.member, a.id, { goalId: c.id, weight: -1 })).body).toEqual(
      errorBody(400, text("validation.goalWeightInvalid")),
    );

    // The dialogs offer only goals that make no loop.
    const names = async (goalId: string, kind: string) =>
      (await goals.linkOptions(team.member, goalId, { kind })).body.map((g) => g.title).sort();
    const d = await newGoal(team.member, { title: "D" });
    expect(await names(c.id, "sub")).toEqual(["D"]);
    expect(await names(a.id, "sub")).toEqual(["C", "D"]);
    expect(await names(a.id, "parent")).toEqual(["D"]);
    expect(await names(c.id, "parent")).toEqual(["A", "D"]);
    expect((await goals.linkOptions(team.member, c.id, { kind: "sub", q: "zzz" })).body).toEqual([]);
    expect((await goals.linkOptions(team.member, c.id, { kind: "cousin" })).body).toEqual(
      errorBody(400, text("validation.goalLinkKindInvalid")),
    );

    // Connecting a goal that has a parent moves it.
    expect(
      (await goals.connectSub(team.member, d.id, { goalId: c.id })).body.subGoals.map((g) => g.title),
    ).toEqual(["C"]);
    expect((await goals.get(team.member, b.id)).body.subGoals).toEqual([]);
    // Disconnecting: only a sub-goal of this goal.
    expect((await goals.disconnectSub(team.member, a.id, c.id)).status).toBe(404);
    expect((await goals.disconnectSub(team.member, d.id, c.id)).status).toBe(204);
    expect((await goals.get(team.member, c.id)).body.parentId).toBeNull();
    expect((await goals.setParent(team.member, b.id, null)).body.parent).toBeNull();
  });

  it("shows a hidden parent or sub-goal to no one who may not see it", async () => {
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const parent = await newGoal(team.admin, { title: "Hidden parent" });
    await goals.settings(team.admin, parent.id, { source: "projects", projectIds: [secret.id] });
    const child = await newGoal(team.member, { title: "Visible child" });
    // The member may not link to a goal they cannot see.
    expect((await goals.setParent(team.member, child.id, parent.id)).status).toBe(404);
    expect((await goals.connectSub(team.admin, parent.id, { goalId: child.id })).status).toBe(201);
    const seen = (await goals.get(team.member, child.id)).body;
    expect(seen.parentId).toBe(parent.id);
    expect(seen.parent).toBeNull();
    expect((await goals.get(team.admin, child.id)).body.parent?.title).toBe("Hidden parent");
  });
});

describe("manual progress and check-ins", () => {
  const settings = (c: Caller, goal: GoalDetail, body: Record<string, unknown>) =>
    goals.settings(c, goal.id, {
      source: "manual",
      startingValue: 0,
      targetValue: 100,
      currentValue: 0,
      ...body,
    });

  it("records the new value with its note, and refuses values the goal cannot hold", async () => {
    const goal = await newGoal(team.member, { title: "Sign 20 customers" });
    const set = await settings(team.member, goal, { currentValue: 20 });
    expect(set.status).toBe(200);
    expect(set.body.progress).toBe(0.2);
    expect(set.body.checkIns).toEqual([
      {
        id: expect.any(String),
        kind: "settings",
        progress: 0.2,
        value: 20,
        note: null,
        actor: { id: team.member.user.id, name: "Mia Member", image: null },
        createdAt: expect.any(String),
      },
    ]);

    const updated = await goals.progress(team.member, goal.id, { value: 45, note: "Two big deals closed" });
    expect(updated.status).toBe(201);
    expect(updated.body).toMatchObject({ currentValue: 45, progress: 0.45 });
    expect(updated.body.checkIns.map((c) => [c.kind, c.progress, c.value, c.note])).toEqual([
      ["settings", 0.2, 20, null],
      ["manual", 0.45, 45, "Two big deals closed"],
    ]);
    // Percent: whole numbers from 0 to 100.
    for (const value of [45.5, 101, -1]) {
      expect((await goals.progress(team.member, goal.id, { value })).body).toEqual(
        errorBody(
          400,
          value === -1 ? text("validation.goalValueInvalid") : text("validation.goalPercentInvalid"),
        ),
      );
    }
    expect((await goals.progress(team.member, goal.id, { value: "12" })).status).toBe(400);
    expect((await goals.progress(team.member, goal.id, { value: 50, note: "x".repeat(1001) })).body).toEqual(
      errorBody(400, text("validation.goalNoteTooLong")),
    );

    // Dollars with 2 decimals: a decreasing goal (cut costs from 1000 to 200).
    const costs = await newGoal(team.member, { title: "Cut costs" });
    const usd = await goals.settings(team.member, costs.id, {
      source: "manual",
      measurement: "usd",
      decimals: 2,
      startingValue: 1000,
      targetValue: 200,
      currentValue: 1000,
    });
    expect(usd.body.progress).toBe(0);
    expect((await goals.progress(team.member, costs.id, { value: 600.25 })).body.progress).toBeCloseTo(
      0.4996875,
      10,
    );
    expect((await goals.progress(team.member, costs.id, { value: 600.255 })).body).toEqual(
      errorBody(400, text("validation.goalValueDecimals")),
    );
  });

  it("takes a note only on a computed goal", async () => {
    const goal = await newGoal(team.member);
    await goals.settings(team.member, goal.id, { source: "subgoals" });
    expect((await goals.progress(team.member, goal.id, { value: 50 })).body).toEqual(
      errorBody(400, text("validation.goalProgressComputed")),
    );
    expect((await goals.progress(team.member, goal.id, {})).body).toEqual(
      errorBody(400, text("validation.goalNoteRequired")),
    );
    const noted = await goals.progress(team.member, goal.id, { note: "Waiting for the sub-goals" });
    expect(noted.status).toBe(201);
    expect(noted.body.checkIns.map((c) => [c.kind, c.progress, c.note])).toEqual([
      ["manual", null, "Waiting for the sub-goals"],
    ]);
  });
});

describe("the Tasks source's task picker", () => {
  it("finds tasks of readable boards by title or key, in pages", async () => {
    const project = await seedProject(getDb(), team.workspace.id, { name: "Web" });
    const board = (await seedProjectModule(getDb(), project.id, { name: "Web Platform" })).id;
    const secret = await seedProject(getDb(), team.workspace.id, { name: "Secret", private: true });
    const hidden = (await seedProjectModule(getDb(), secret.id, { name: "Web Secret" })).id;
    const columns = (await tm.board(team.admin, board)).body.data[0]!.columns;
    const made = [];
    for (let i = 1; i <= 22; i++)
      made.push((await tm.create(team.admin, board, { title: `Page ${i}` })).body);
    await tm.move(team.admin, board, made[0]!.id, columns[2]!.id);
    await tm.create(team.admin, hidden, { title: "Page secret" });

    const first = await goals.tasks(team.member, { q: "page" });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]).toEqual({
      id: made[21]!.id,
      key: made[21]!.key,
      title: "Page 22",
      status: "todo",
      moduleId: board,
    });
    const second = await goals.tasks(team.member, { q: "page", cursor: first.body.nextCursor! });
    expect(second.body.items.map((t) => t.title)).toEqual(["Page 2", "Page 1"]);
    expect(second.body.items[1]!.status).toBe("done");
    expect(second.body.nextCursor).toBeNull();
    expect((await goals.tasks(team.member, { q: made[4]!.key })).body.items.map((t) => t.title)).toEqual([
      "Page 5",
    ]);
    // The admin also sees the private project's task.
    expect((await goals.tasks(team.admin, { q: "secret" })).body.items.map((t) => t.title)).toEqual([
      "Page secret",
    ]);
    expect((await goals.tasks(team.member, { q: "secret" })).body.items).toEqual([]);
    expect((await goals.tasks(team.member, { cursor: "nope" })).body).toEqual(
      errorBody(400, "Invalid cursor"),
    );
  });
});
