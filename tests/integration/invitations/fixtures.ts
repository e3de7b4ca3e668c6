import { NextRequest } from "next/server";
import { GET as checkRoute } from "@/app/api/v1/auth/invite/expire/route";
import type { Role } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { createSession } from "@/lib/server/auth/sessions";
import { signAccessToken } from "@/lib/server/auth/session-token";
import { hashPassword } from "@/lib/server/security/password";
import { APPLETS, type Grant, type Permissions } from "@/lib/schemas/permissions";
import { DEFAULT_PASSWORD, seedUser, seedWorkspace, type SeededUser } from "@/prisma/seed/users";

let sharedHash: Promise<string> | undefined;
/** Users share one password hash: scrypt per seeded user would dominate the run time. */
export async function user(input: { email?: string; name?: string } = {}): Promise<SeededUser> {
  sharedHash ??= hashPassword(DEFAULT_PASSWORD);
  return seedUser(getDb(), { ...input, passwordHash: await sharedHash });
}

/** A bearer token for a new session of `person`, inside `workspaceId` when given. */
export async function tokenFor(person: { id: string; email: string; name: string }, workspaceId?: string) {
  const claims = await createSession(
    { ...person, lastWorkspaceId: workspaceId ?? null },
    { remember: true, userAgent: "jest" },
  );
  return signAccessToken(claims);
}

export interface TeamMember extends SeededUser {
  token: string;
}

export interface Team {
  workspace: { id: string; name: string };
  owner: TeamMember;
  admin: TeamMember;
  member: TeamMember;
  viewer: TeamMember;
  guest: TeamMember;
}

/** A workspace with one person per role, each signed in to it. */
export async function seedTeam(name = "Acme Team"): Promise<Team> {
  const [owner, admin, member, viewer, guest] = await Promise.all(
    ["Olivia Owner", "Adam Admin", "Mark Member", "Vera Viewer", "Gus Guest"].map((n) => user({ name: n })),
  );
  const roles: [SeededUser, Role][] = [
    [admin!, "admin"],
    [member!, "member"],
    [viewer!, "viewer"],
    [guest!, "guest"],
  ];
  const workspace = await seedWorkspace(getDb(), owner!.id, {
    name,
    members: roles.map(([u, role]) => ({ userId: u.id, role })),
  });
  const signed = async (u: SeededUser) => ({ ...u, token: await tokenFor(u, workspace.id) });
  return {
    workspace,
    owner: await signed(owner!),
    admin: await signed(admin!),
    member: await signed(member!),
    viewer: await signed(viewer!),
    guest: await signed(guest!),
  };
}

const ALL: Grant = { view: true, add: true, edit: true, delete: true };

/** Saves a member's permissions matrix: every applet fully granted except User management's `grant`. */
export async function setUserManagementGrant(
  workspaceId: string,
  userId: string,
  grant: Grant = ALL,
): Promise<void> {
  const permissions = Object.fromEntries(
    APPLETS.map((applet) => [applet, applet === "userManagement" ? grant : ALL]),
  ) as Permissions;
  await getDb().workspaceMember.update({
    where: { workspaceId_userId: { workspaceId, userId } },
    data: { permissions },
  });
}

/** GET /api/v1/auth/invite/expire with a query string (the shared `call` helper sends none). */
export async function checkLink(token?: string, headers: Record<string, string> = {}) {
  const url = new URL("http://localhost:3000/api/v1/auth/invite/expire");
  if (token !== undefined) url.searchParams.set("token", token);
  const res = await checkRoute(
    new NextRequest(url, { headers: { "x-forwarded-for": "10.0.0.1", ...headers } }),
    {
      params: Promise.resolve({}),
    },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The clear token of an accept link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** The e-mails sent to an address, oldest first. */
export const mailsTo = (to: string) =>
  getDb().outboxEmail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

export const errorBody = (status: number, message: unknown) => ({
  statusCode: status,
  message,
  error: expect.any(String),
});
