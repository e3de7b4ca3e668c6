import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";
import { seedUser } from "../../prisma/seed/users";
import { uniqueEmail } from "./fixtures";

/** Ben Builder, a member of `member`'s workspace: the other person of the chat's tests. */
export async function seedBen(db: Db, member: { workspace: { id: string } }) {
  const ben = await seedUser(db, { email: uniqueEmail("ben"), name: "Ben Builder" });
  await db.workspaceMember.create({
    data: { id: newId(), workspaceId: member.workspace.id, userId: ben.id, role: "member" },
  });
  return ben;
}
