import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, forbidden } from "@/lib/server/errors";
import { withEvents } from "@/lib/server/events/commit";
import { modulePeople, moduleReaders, type ModulePerson } from "@/lib/server/modules/module-readers";
import type { DriveShare } from "@/modules/file-management/shared/types";
import { liveItems } from "./change-items";
import { mayChange } from "./rights";
import { driveScope, itemNotFound, itemsChanged } from "./scope";

// Sharing an item with a member who reads the module: it shows in their "Shared with me" tab, and
// "edit" lets them change it (and, for a folder, what is inside it) where the module would let them
// only read. Who may change the item may share it; a share is removed by them or its sharee.

async function sharesOf(itemId: string): Promise<DriveShare[]> {
  const rows = await getDb().driveShare.findMany({
    where: { itemId },
    orderBy: { createdAt: "asc" },
    select: { role: true, createdAt: true, user: { select: { id: true, name: true } } },
  });
  return rows.map((row) => ({
    user: row.user,
    role: row.role === "edit" ? "edit" : "view",
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET …/items/{itemId}/shares: who the item is shared with. */
export async function listShares(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  locale: Locale = "en",
): Promise<{ data: DriveShare[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId },
    select: { id: true },
  });
  if (!item) throw itemNotFound();
  return { data: await sharesOf(item.id) };
}

/** PUT …/items/{itemId}/shares: shares with a reader of the module (or changes their role). */
export async function shareItem(
  actor: Actor,
  params: { moduleId: unknown; itemId: string },
  input: { userId: string; role: "view" | "edit" },
  locale: Locale = "en",
): Promise<{ data: DriveShare[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const [item] = await liveItems(scope.moduleId, [params.itemId]);
  if (!(await mayChange(scope, "edit", item!))) throw forbidden();
  if (input.userId === actor.userId) throw badRequest("validation.driveShareSelf");
  const readers = await moduleReaders(
    scope.membership.workspaceId,
    { moduleId: scope.moduleId, private: false, project: null },
    [input.userId],
  );
  if (readers.length === 0) throw badRequest("validation.driveShareNotReader");
  await withEvents(async (tx, emit) => {
    await tx.driveShare.upsert({
      where: { itemId_userId: { itemId: item!.id, userId: input.userId } },
      create: { itemId: item!.id, userId: input.userId, role: input.role, sharedById: actor.userId },
      update: { role: input.role },
    });
    emit(itemsChanged(scope, actor, [item!.parentId]));
  });
  return { data: await sharesOf(item!.id) };
}

/** DELETE …/items/{itemId}/shares/{userId}: by who may change the item, or the sharee leaving it. */
export async function unshareItem(
  actor: Actor,
  params: { moduleId: unknown; itemId: string; userId: string },
  locale: Locale = "en",
): Promise<{ data: DriveShare[] }> {
  const scope = await driveScope(actor, params.moduleId, locale);
  const item = await getDb().driveItem.findFirst({
    where: { id: params.itemId, moduleId: scope.moduleId },
    select: { id: true, path: true, parentId: true },
  });
  if (!item) throw itemNotFound();
  if (params.userId !== actor.userId && !(await mayChange(scope, "edit", item))) throw forbidden();
  await withEvents(async (tx, emit) => {
    await tx.driveShare.deleteMany({ where: { itemId: item.id, userId: params.userId } });
    emit(itemsChanged(scope, actor, [item.parentId]));
  });
  return { data: await sharesOf(item.id) };
}

/** GET …/people?q=: the members who can open the module, by name (at most 20), to share with. */
export async function listPeople(
  actor: Actor,
  moduleId: unknown,
  q: string | undefined,
  locale: Locale = "en",
): Promise<ModulePerson[]> {
  const scope = await driveScope(actor, moduleId, locale);
  const people = await modulePeople(scope.membership.workspaceId, scope.moduleId, q, 21);
  return people.filter((person) => person.id !== actor.userId).slice(0, 20);
}
