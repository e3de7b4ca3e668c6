import "server-only";
import { getDb } from "@/lib/server/db";
import { forgetModuleKey } from "./public-cache";

/**
 * After a change to what the public API shows (published posts and products, categories) has
 * committed: a new content version, so the public API's ETags change. Called after the change, never
 * before it: a reader that sees the new version then also sees the new content.
 */
export async function publicContentChanged(moduleId: string): Promise<void> {
  await getDb().contentHubDomain.updateMany({
    where: { moduleId },
    data: { contentVersion: { increment: 1 } },
  });
  forgetModuleKey(moduleId);
}
