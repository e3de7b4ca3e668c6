// Goal links need edit rights on both goals (issue 31, item 5): putting a goal under another, or
// pulling another goal under one's own, changes both (the child's parent, the parent's progress), so
// a member who may edit only one of them is refused with 403 and nothing is linked. The connect
// dialogs offer only goals the caller may link.
import { goals, newGoal, text } from "./helpers";
import { errorBody, seedTeam, type Team } from "../workspaces/helpers";

let team: Team;

beforeEach(async () => {
  team = await seedTeam("Acme");
});

const refused = errorBody(403, text("errors.goalLinkForbidden"));

describe("linking goals needs edit rights on both", () => {
  it("refuses pulling a goal the member may only see under their own (403), linking nothing", async () => {
    const mine = await newGoal(team.member, { title: "Mine" });
    // The admin's goal is a Team goal the member sees but may not edit.
    const theirs = await newGoal(team.admin, { title: "Theirs" });
    expect((await goals.get(team.member, theirs.id)).body.rights.edit).toBe(false);

    expect((await goals.connectSub(team.member, mine.id, { goalId: theirs.id })).body).toEqual(refused);
    expect((await goals.get(team.admin, theirs.id)).body.parentId).toBeNull();
    expect((await goals.get(team.member, mine.id)).body.subGoals).toEqual([]);
  });

  it("refuses putting one's own goal under a goal the member may only see (403), linking nothing", async () => {
    const mine = await newGoal(team.member, { title: "Mine" });
    const theirs = await newGoal(team.admin, { title: "Theirs" });

    expect((await goals.setParent(team.member, mine.id, theirs.id)).body).toEqual(refused);
    expect((await goals.get(team.member, mine.id)).body.parentId).toBeNull();
    expect((await goals.get(team.admin, theirs.id)).body.subGoals).toEqual([]);
  });

  it("still refuses changing a goal the member may not edit, whatever the other goal (403)", async () => {
    const mine = await newGoal(team.member, { title: "Mine" });
    const theirs = await newGoal(team.admin, { title: "Theirs" });
    expect((await goals.setParent(team.member, theirs.id, mine.id)).status).toBe(403);
    expect((await goals.connectSub(team.member, theirs.id, { goalId: mine.id })).status).toBe(403);
    expect((await goals.get(team.member, mine.id)).body.parentId).toBeNull();
  });

  it("links both ways once the member may edit both, and workspace admins link anything", async () => {
    const mine = await newGoal(team.member, { title: "Mine" });
    const theirs = await newGoal(team.admin, { title: "Theirs" });
    const other = await newGoal(team.admin, { title: "Other" });
    await goals.addMembers(team.admin, theirs.id, [team.member.user.id]);

    const pulled = await goals.connectSub(team.member, mine.id, { goalId: theirs.id });
    expect(pulled.status).toBe(201);
    expect(pulled.body.subGoals.map((goal) => goal.title)).toEqual(["Theirs"]);
    expect((await goals.disconnectSub(team.member, mine.id, theirs.id)).status).toBe(204);
    const put = await goals.setParent(team.member, mine.id, theirs.id);
    expect(put.status).toBe(200);
    expect(put.body.parent?.title).toBe("Theirs");

    // The admin edits every goal: the member's goal goes under the admin's other goal.
    expect((await goals.setParent(team.admin, mine.id, other.id)).status).toBe(200);
  });

  it("offers in the connect dialogs only the goals the member may link", async () => {
    const mine = await newGoal(team.member, { title: "Mine" });
    await newGoal(team.member, { title: "Also mine" });
    await newGoal(team.admin, { title: "Theirs" });
    const names = async (kind: string) =>
      (await goals.linkOptions(team.member, mine.id, { kind })).body.map((goal) => goal.title).sort();
    expect(await names("sub")).toEqual(["Also mine"]);
    expect(await names("parent")).toEqual(["Also mine"]);
    // The admin sees and may link every goal.
    const all = await goals.linkOptions(team.admin, mine.id, { kind: "sub" });
    expect(all.body.map((goal) => goal.title).sort()).toEqual(["Also mine", "Theirs"]);
  });
});
