import type { Role } from "../../lib/generated/prisma/client";
import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { hashPassword } from "../../lib/server/security/password";
import { DEFAULT_PASSWORD, type SeededUser } from "./users";

let batch = 0;

/**
 * `count` users who join `workspaceId` with `role`, in two bulk inserts (users, then memberships)
 * and one shared password hash: fast enough for hundreds of members in tests and benchmarks.
 * Memberships get increasing createdAt, one millisecond apart, so the list order is defined.
 */
export async function seedMembers(
  db: Db,
  workspaceId: string,
  count: number,
  input: { role?: Role; prefix?: string; passwordHash?: string; password?: string } = {},
): Promise<SeededUser[]> {
  const password = input.password ?? DEFAULT_PASSWORD;
  const passwordHash = input.passwordHash ?? (await hashPassword(password));
  const prefix = input.prefix ?? `member-${Date.now().toString(36)}-${(batch++).toString(36)}`;
  const users = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    email: `${prefix}-${i}@example.com`,
    name: `Member ${String(i).padStart(4, "0")}`,
  }));
  const start = Date.now();
  await db.user.createMany({ data: users.map((user) => ({ ...user, passwordHash })) });
  await db.workspaceMember.createMany({
    data: users.map((user, i) => ({
      id: newId(),
      workspaceId,
      userId: user.id,
      role: input.role ?? "member",
      createdAt: new Date(start + i),
    })),
  });
  return users.map((user) => ({ ...user, password }));
}

/** A custom role title in a workspace. */
export async function seedRole(
  db: Db,
  workspaceId: string,
  title: string,
): Promise<{ id: string; title: string }> {
  return db.workspaceRole.create({
    data: { id: newId(), workspaceId, title },
    select: { id: true, title: true },
  });
}
