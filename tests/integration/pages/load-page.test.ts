// The pages' loader against real services and PostgreSQL: a service's not_found (another workspace's
// id, a hidden project) renders Next's 404 page; any other error still reaches the error boundary.
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { getDb } from "@/lib/server/db";
import { orNotFound, requireFound } from "@/lib/server/pages/load-page";
import { getProject } from "@/lib/server/projects/get-project";
import { seedProject } from "@/prisma/seed/projects";
import { seedTeam } from "../workspaces/helpers";

const notFoundPage = (error: unknown) => isHTTPAccessFallbackError(error);

describe("orNotFound", () => {
  it("gives the page what the service loads, and Next's 404 for another workspace's or a hidden project", async () => {
    const team = await seedTeam();
    const other = await seedTeam("Elsewhere");
    const mine = await seedProject(getDb(), team.workspace.id, { name: "Mine" });
    const theirs = await seedProject(getDb(), other.workspace.id, { name: "Theirs" });
    const hidden = await seedProject(getDb(), team.workspace.id, { name: "Hidden", private: true });

    await expect(orNotFound(getProject(team.member.actor, mine.id))).resolves.toMatchObject({ name: "Mine" });
    const foreign = await orNotFound(getProject(team.member.actor, theirs.id)).catch(
      (error: unknown) => error,
    );
    expect(notFoundPage(foreign)).toBe(true);
    const secret = await orNotFound(getProject(team.member.actor, hidden.id)).catch(
      (error: unknown) => error,
    );
    expect(notFoundPage(secret)).toBe(true);
  });

  it("lets any other error through to the error boundary", async () => {
    const team = await seedTeam();
    const invalid = await orNotFound(getProject(team.member.actor, "not-an-id")).catch(
      (error: unknown) => error,
    );
    expect(notFoundPage(invalid)).toBe(false);
    const broken = await orNotFound(Promise.reject(new Error("database down"))).catch(
      (error: unknown) => error,
    );
    expect(broken).toEqual(new Error("database down"));
  });
});

describe("requireFound", () => {
  it("passes a value through and renders the 404 page for none", () => {
    expect(requireFound(0)).toBe(0);
    let thrown: unknown;
    try {
      requireFound(null);
    } catch (error) {
      thrown = error;
    }
    expect(notFoundPage(thrown)).toBe(true);
  });
});
