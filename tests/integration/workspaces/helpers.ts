import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { createSession, resolveActor, type Actor } from "@/lib/server/auth/sessions";
import { encodeSessionCookie, signAccessToken } from "@/lib/server/auth/session-token";
import { seedUser, seedWorkspace, type SeededUser } from "@/prisma/seed/users";
import { cookieHeader } from "../helpers/http";

export interface Caller {
  user: SeededUser;
  token: string;
  cookie: string;
  sessionId: string;
  actor: Actor;
}

/** A user with a session (as after sign-in) in `workspaceId`, or in none. No password hashing. */
export async function signedIn(user: SeededUser, workspaceId: string | null = null): Promise<Caller> {
  await getDb().user.update({ where: { id: user.id }, data: { lastWorkspaceId: workspaceId } });
  const claims = await createSession({ ...user, lastWorkspaceId: workspaceId }, { remember: true });
  const actor = await resolveActor(claims);
  if (!actor) throw new Error("no actor");
  return {
    user,
    token: await signAccessToken(claims),
    cookie: cookieHeader(await encodeSessionCookie(claims)),
    sessionId: claims.sid,
    actor,
  };
}

export const newUser = (name = "Test User") => seedUser(getDb(), { name, passwordHash: "unused" });

export type Team = Record<Role, Caller> & { workspace: { id: string; name: string } };

/** A workspace with one signed-in member per role (owner, admin, member, viewer, guest). */
export async function seedTeam(name?: string): Promise<Team> {
  const [owner, admin, member, viewer, guest] = await Promise.all(
    ["Olivia Owner", "Adam Admin", "Mia Member", "Vic Viewer", "Gus Guest"].map((n) => newUser(n)),
  );
  const workspace = await seedWorkspace(getDb(), owner!.id, {
    name,
    members: [
      { userId: admin!.id, role: "admin" },
      { userId: member!.id, role: "member" },
      { userId: viewer!.id, role: "viewer" },
      { userId: guest!.id, role: "guest" },
    ],
  });
  const callers = await Promise.all(
    [owner!, admin!, member!, viewer!, guest!].map((user) => signedIn(user, workspace.id)),
  );
  const [o, a, m, v, g] = callers as [Caller, Caller, Caller, Caller, Caller];
  return { workspace, owner: o, admin: a, member: m, viewer: v, guest: g };
}

export const errorBody = (status: number, message: unknown) => ({
  statusCode: status,
  message,
  error: expect.any(String),
});
