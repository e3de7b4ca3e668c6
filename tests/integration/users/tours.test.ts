// The guided tours a person has done (issue 40, item 3; PUT /api/v1/users/{id}/tours/{tour}): noted
// once, answered by GET /users/{id} so that another browser does not show a tour again; only the
// caller's own record, only the tours there are.
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { PUT as finishTour } from "@/app/api/v1/users/[id]/tours/[tour]/route";
import type { UserProfile } from "@/lib/users/types";
import { call } from "../helpers/http";
import { errorBody, seedTeam, type Team, type TeamUser } from "../members/team";

let team: Team;
beforeEach(async () => {
  team = await seedTeam("Acme");
});

const finish = (caller: TeamUser, tour: string, id = caller.id) =>
  call<{ toursDone: string[] }>(finishTour, { method: "PUT", token: caller.token, params: { id, tour } });
const profile = async (caller: TeamUser) =>
  (await call<UserProfile>(getUser, { token: caller.token, params: { id: caller.id } })).body;

it("notes each tour once, and the profile answers them", async () => {
  expect((await profile(team.member)).toursDone).toEqual([]);
  const first = await finish(team.member, "modules");
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ toursDone: ["modules"] });
  expect((await finish(team.member, "modules")).body).toEqual({ toursDone: ["modules"] });
  expect((await finish(team.member, "dashboard")).body).toEqual({ toursDone: ["modules", "dashboard"] });
  expect((await profile(team.member)).toursDone).toEqual(["modules", "dashboard"]);
  // Another person's record is their own.
  expect((await profile(team.admin)).toursDone).toEqual([]);
});

it("refuses an unknown tour, and answers 404 for another person's id", async () => {
  const unknown = await finish(team.member, "kitchen");
  expect(unknown.status).toBe(400);
  expect(unknown.body).toEqual(errorBody(400, "There is no such tour."));
  expect((await finish(team.member, "modules", team.admin.id)).status).toBe(404);
  expect((await finish(team.member, "modules", "nope")).status).toBe(400);
  expect((await profile(team.admin)).toursDone).toEqual([]);
});
