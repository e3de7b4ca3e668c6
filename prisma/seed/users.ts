import type { Role } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { hashPassword } from "../../lib/server/security/password";

export const DEFAULT_PASSWORD = "Secret#123";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface SeededUser {
  id: string;
  email: string;
  name: string;
  password: string;
}

/**
 * A user who can sign in with `password` (DEFAULT_PASSWORD unless given), with a verified address
 * unless `verified: false` (an established account; registration itself starts unverified).
 */
export async function seedUser(
  db: Db,
  input: Partial<Omit<SeededUser, "id">> & { passwordHash?: string; verified?: boolean } = {},
): Promise<SeededUser> {
  const password = input.password ?? DEFAULT_PASSWORD;
  const user = {
    id: newId(),
    email: input.email ?? `user-${unique()}@example.com`,
    name: input.name ?? "Test User",
  };
  await db.user.create({
    data: {
      ...user,
      passwordHash: input.passwordHash ?? (await hashPassword(password)),
      emailVerifiedAt: input.verified === false ? null : new Date(),
    },
  });
  return { ...user, password };
}

/** A workspace owned by `ownerId`, with extra members in the given roles. */
export async function seedWorkspace(
  db: Db,
  ownerId: string,
  input: { name?: string; members?: { userId: string; role: Role }[] } = {},
): Promise<{ id: string; name: string }> {
  const workspace = { id: newId(), name: input.name ?? `Workspace ${unique()}` };
  await db.workspace.create({
    data: {
      ...workspace,
      ownerId,
      members: {
        create: [{ userId: ownerId, role: "owner" as Role }, ...(input.members ?? [])].map((m) => ({
          id: newId(),
          ...m,
        })),
      },
    },
  });
  return workspace;
}
