// Cross-site request forgery: a state-changing request carried by the session cookie must come from
// our own pages; a bearer token, a same-origin page or a non-browser client passes.
import { PATCH as renameWorkspace } from "@/app/api/v1/workspace/[workspaceId]/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as getUser } from "@/app/api/v1/users/[id]/route";
import { call } from "../helpers/http";
import { seedTeam } from "../workspaces/helpers";

describe("state-changing requests from another site", () => {
  it("are refused with the session cookie, and allowed from our origin, with a token, or without an Origin", async () => {
    const team = await seedTeam();
    const params = { workspaceId: team.workspace.id };
    const rename = (
      headers: Record<string, string>,
      auth: { cookie?: string; token?: string },
      name: string,
    ) => call(renameWorkspace, { method: "PATCH", params, body: { name }, headers, ...auth });

    const evil = await rename(
      { origin: "https://evil.example", host: "localhost:3000" },
      { cookie: team.owner.cookie },
      "Pwned",
    );
    expect(evil.status).toBe(403);
    expect(evil.body).toMatchObject({ message: "This request came from another site and was refused." });
    const fetchMeta = await rename(
      { "sec-fetch-site": "cross-site" },
      { cookie: team.owner.cookie },
      "Pwned",
    );
    expect(fetchMeta.status).toBe(403);
    const logoutCsrf = await call(logout, {
      method: "POST",
      cookie: team.owner.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(logoutCsrf.status).toBe(403);

    const ours = await rename(
      { origin: "http://localhost:3000", host: "localhost:3000" },
      { cookie: team.owner.cookie },
      "Ours",
    );
    expect(ours.status).toBe(200);
    const proxied = await rename(
      { origin: "https://suite.example.com", host: "suite.example.com" },
      { cookie: team.owner.cookie },
      "Proxied",
    );
    expect(proxied.status).toBe(200);
    const bearer = await rename({ origin: "https://evil.example" }, { token: team.owner.token }, "Token");
    expect(bearer.status).toBe(200);
    const script = await rename({}, { cookie: team.owner.cookie }, "Script");
    expect(script.status).toBe(200);
    // Reads are not state changes.
    const read = await call(getUser, {
      cookie: team.owner.cookie,
      params: { id: team.owner.user.id },
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});
