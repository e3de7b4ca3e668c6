import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { forbidden } from "@/lib/server/errors";
import type { ModuleAction, ModuleScope } from "@/lib/server/modules/module-scope";
import { pathIds } from "./item-rows";

type Db = Prisma.TransactionClient | ReturnType<typeof getDb>;

/**
 * Whether the actor may `action` at `place` (an item, or a folder things go into; null: the root):
 * the module grants it, or the item or a folder above it is shared with them to edit.
 */
export async function mayChange(
  scope: Pick<ModuleScope, "access" | "membership">,
  action: ModuleAction,
  place: { id: string; path: string } | null,
  db: Db = getDb(),
): Promise<boolean> {
  if (scope.access[action]) return true;
  if (!place) return false;
  const shared = await db.driveShare.findFirst({
    where: {
      userId: scope.membership.userId,
      role: "edit",
      itemId: { in: [...pathIds(place.path), place.id] },
    },
    select: { itemId: true },
  });
  return shared !== null;
}

/** mayChange, or 403. */
export async function assertMayChange(
  scope: Pick<ModuleScope, "access" | "membership">,
  action: ModuleAction,
  place: { id: string; path: string } | null,
  db: Db = getDb(),
): Promise<void> {
  if (!(await mayChange(scope, action, place, db))) throw forbidden();
}
