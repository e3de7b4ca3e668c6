import "server-only";
import type { Tx } from "@/lib/server/projects/place-modules";

/**
 * Sets or clears one user's bookmark of a project. Bookmarks are personal: they never touch the
 * project row (nor its updatedAt) and nobody else's bookmark. Idempotent both ways.
 */
export async function setProjectBookmark(
  tx: Tx,
  userId: string,
  projectId: string,
  bookmarked: boolean,
): Promise<void> {
  if (bookmarked) {
    await tx.projectBookmark.upsert({
      where: { userId_projectId: { userId, projectId } },
      create: { userId, projectId },
      update: {},
    });
  } else {
    await tx.projectBookmark.deleteMany({ where: { userId, projectId } });
  }
}
