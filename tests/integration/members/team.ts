import type { Role } from "@/lib/generated/prisma/client";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { getDb } from "@/lib/server/db";
import { newId } from "@/lib/server/ids";
import { hashPassword } from "@/lib/server/security/password";
import { DEFAULT_PASSWORD, seedUser, seedWorkspace, type SeededUser } from "@/prisma/seed/users";

export interface TeamUser extends SeededUser {
  role: Role;
  /** A bearer token whose session is in the team's workspace. */
  token: string;
  sessionId: string;
}

export interface Team {
  workspace: { id: string; name: string };
  owner: TeamUser;
  admin: TeamUser;
  member: TeamUser;
  viewer: TeamUser;
  guest: TeamUser;
}

let sharedHash: Promise<string> | undefined;
const passwordHash = () => (sharedHash ??= hashPassword(DEFAULT_PASSWORD));

/** A signed-in session (row + bearer token) of `user` in `workspaceId`, as login would make it. */
export async function tokenFor(
  user: { id: string; email: string; name: string },
  workspaceId: string | null,
): Promise<{ token: string; sessionId: string }> {
  const sessionId = newId();
  await getDb().session.create({
    data: { id: sessionId, userId: user.id, workspaceId, expiresAt: new Date(Date.now() + 3600_000) },
  });
  const token = await signAccessToken({
    sub: user.id,
    email: user.email,
    name: user.name,
    sid: sessionId,
    workspace: workspaceId,
    workspaces: 1,
    remember: true,
  });
  return { token, sessionId };
}

/** A workspace with one member of each role, each signed in to it. */
export async function seedTeam(name = "Team"): Promise<Team> {
  const db = getDb();
  const hash = await passwordHash();
  const make = (label: string) => seedUser(db, { name: `${name} ${label}`, passwordHash: hash });
  const [owner, admin, member, viewer, guest] = await Promise.all(
    ["Owner", "Admin", "Member", "Viewer", "Guest"].map(make),
  );
  const workspace = await seedWorkspace(db, owner!.id, {
    name,
    members: [
      { userId: admin!.id, role: "admin" },
      { userId: member!.id, role: "member" },
      { userId: viewer!.id, role: "viewer" },
      { userId: guest!.id, role: "guest" },
    ],
  });
  const signed = async (user: SeededUser, role: Role): Promise<TeamUser> => ({
    ...user,
    role,
    ...(await tokenFor(user, workspace.id)),
  });
  return {
    workspace,
    owner: await signed(owner!, "owner"),
    admin: await signed(admin!, "admin"),
    member: await signed(member!, "member"),
    viewer: await signed(viewer!, "viewer"),
    guest: await signed(guest!, "guest"),
  };
}

export const errorBody = (status: number, message: unknown) => ({
  statusCode: status,
  message,
  error: expect.any(String),
});
