// The goals pages' first data, read on the server with the page (issue 42): the dashboard's first
// view (app/(protected)/goals/dashboard/layout.tsx: goalsFirstView) is what GET /goals and GET
// /goals/counts answer for My goals, All; a goal's page (app/(protected)/goals/[goalId]/layout.tsx:
// getGoal) is GET /goals/{goalId}'s answer, and both refuse another workspace's goal alike.
import { AppError } from "@/lib/server/errors";
import { getGoal } from "@/lib/server/goals/get-goal";
import { goalsFirstView } from "@/lib/server/goals/list-goals";
import { goals, newGoal } from "./helpers";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;

beforeEach(async () => {
  team = await seedTeam("Acme");
});

describe("the dashboard's first view", () => {
  it("is GET /goals and GET /goals/counts for My goals under All, for the same person", async () => {
    await newGoal(team.member, { title: "Grow the newsletter" });
    const closed = await newGoal(team.member, { title: "Old launch" });
    await goals.patch(team.member, closed.id, { status: "archived" });
    await newGoal(team.owner, { title: "The owner's own" });

    const view = await goalsFirstView(team.member.actor);
    const list = await goals.list(team.member, { active: "my-goals", filter: "all" });
    const counts = await goals.counts(team.member, "my-goals");
    expect(list.status).toBe(200);
    expect(view).toEqual({ page: list.body, counts: counts.body });
    expect(view.page.items.map((goal) => goal.title)).toEqual(["Old launch", "Grow the newsletter"]);
    expect(view.counts).toEqual({ all: 2, open: 1, closed: 1 });
    // As JSON carries it: no Date where the API sends a string.
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it("shows someone of another workspace nothing of this one, as the API does", async () => {
    await newGoal(team.member, { title: "Grow the newsletter" });
    const other = await seedTeam("Other");
    const view = await goalsFirstView(other.member.actor);
    expect(view).toEqual({
      page: (await goals.list(other.member, { active: "my-goals" })).body,
      counts: (await goals.counts(other.member, "my-goals")).body,
    });
    expect(view.page.items).toEqual([]);
  });
});

describe("a goal's page", () => {
  it("is GET /goals/{goalId}'s answer for the same person", async () => {
    const goal = await newGoal(team.member, {
      title: "Grow the newsletter",
      description: "Twice the readers",
    });
    await goals.progress(team.member, goal.id, { value: 40, note: "Spring issue sent" });
    for (const caller of [team.member, team.owner, team.viewer]) {
      const answer = await goals.get(caller, goal.id);
      expect(answer.status).toBe(200);
      expect(await getGoal(caller.actor, goal.id)).toEqual(answer.body);
    }
  });

  it("is refused for another workspace's goal, as the API refuses it (404)", async () => {
    const goal = await newGoal(team.member, { title: "Grow the newsletter" });
    const other = await seedTeam("Other");
    expect((await goals.get(other.owner, goal.id)).status).toBe(404);
    const refused = await getGoal(other.owner.actor, goal.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("not_found");
  });
});
