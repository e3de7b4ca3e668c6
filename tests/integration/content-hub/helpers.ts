// Shared set-up of the Content hub's integration tests: a team, a project with a Content hub, and
// one function per route (real Requests through the route handlers).
import { getDb } from "@/lib/server/db";
import { newFileKey } from "@/lib/server/files/file-key";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { kindHitter } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

export interface Hub {
  team: Team;
  projectId: string;
  moduleId: string;
}

export async function seedHub(name = "Acme Studio"): Promise<Hub> {
  const team = await seedTeam(name);
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Website" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "ContentHub", name: "Site content" }))
    .id;
  return { team, projectId, moduleId };
}

/**
 * An upload of the hub's module as a File row alone (no bytes: for what content may name, which is
 * only its own module's uploads): the stored file key, '/' + key.
 */
export async function hubFile(hub: Hub, ext = "webp"): Promise<string> {
  const { id, key } = newFileKey(hub.team.workspace.id, ext);
  await getDb().file.create({
    data: {
      id,
      key,
      workspaceId: hub.team.workspace.id,
      name: `file.${ext}`,
      contentType: "application/octet-stream",
      size: 1,
      ownerKind: "content_hub",
      ownerId: hub.moduleId,
    },
  });
  return `/${key}`;
}

/** Calls a route of the kind's API as `caller` (tests/integration/helpers/http.ts `kindHitter`). */
export const hit = kindHitter("content-hub");
