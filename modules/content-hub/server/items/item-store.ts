import "server-only";
import { transition, type PublishAction } from "@/modules/content-hub/shared/publish";
import type { ContentType } from "@/modules/content-hub/shared/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import type { DomainEvent } from "@/lib/server/events/types";
import { publicContentChanged } from "../content-version";
import type { ModuleChange } from "@/lib/server/events/types";
import { contentRoomEvents, publicChangeEvent } from "../events";

// What posts and products share: the publish state machine's writes, deletion and their events
// (the room's, and the webhook's for public content), and the slug that follows the title until the
// first publication. Each kind gives its table's operations (`ItemStore`).

type Db = Prisma.TransactionClient;

export interface ItemState {
  id: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  /** The title or name. */
  label: string;
}

export interface ItemStore<Row> {
  contentType: ContentType;
  notFoundKey: string;
  find(moduleId: string, id: string): Promise<ItemState | null>;
  /** Sets the state if it is still `from` (one of two concurrent changes wins); the rows changed. */
  setState(
    db: Db,
    id: string,
    from: boolean,
    data: { isPublished: boolean; publishedAt?: Date },
  ): Promise<number>;
  read(id: string): Promise<Row | null>;
  remove(db: Db, id: string): Promise<void>;
  /** The slugs of the module's items starting with a base. */
  takenSlugs(moduleId: string, base: string): Promise<string[]>;
}

/** The operations of a posts' or products' table that `tableItemStore` calls (a Prisma delegate). */
interface ItemTable {
  findFirst(args: { where: { id: string; moduleId?: string }; select: object }): PromiseLike<unknown>;
  updateMany(args: {
    where: { id: string; isPublished: boolean };
    data: { isPublished: boolean; publishedAt?: Date };
  }): PromiseLike<{ count: number }>;
  delete(args: { where: { id: string } }): PromiseLike<unknown>;
  findMany(args: {
    where: { moduleId: string; slug: { startsWith: string } };
    select: { slug: true };
  }): PromiseLike<{ slug: string }[]>;
}

/** An item kind's `ItemStore` over its table: `label` names the title's column, `select` a full row. */
export function tableItemStore<Row>(kind: {
  contentType: ContentType;
  notFoundKey: string;
  table: (db: Db) => ItemTable;
  label: "title" | "name";
  select: object;
}): ItemStore<Row> {
  const { table, label, select } = kind;
  return {
    contentType: kind.contentType,
    notFoundKey: kind.notFoundKey,
    find: async (moduleId, id) => {
      const row = (await table(getDb()).findFirst({
        where: { id, moduleId },
        select: { id: true, slug: true, isPublished: true, publishedAt: true, [label]: true },
      })) as (Omit<ItemState, "label"> & Record<typeof label, string>) | null;
      if (!row) return row;
      return { ...row, label: row[label] };
    },
    setState: async (db, id, from, data) =>
      (await table(db).updateMany({ where: { id, isPublished: from }, data })).count,
    read: async (id) => (await table(getDb()).findFirst({ where: { id }, select })) as Row | null,
    remove: async (db, id) => {
      await table(db).delete({ where: { id } });
    },
    takenSlugs: async (moduleId, base) =>
      (
        await table(getDb()).findMany({
          where: { moduleId, slug: { startsWith: base } },
          select: { slug: true },
        })
      ).map((row) => row.slug),
  };
}

export async function findItem<Row>(store: ItemStore<Row>, moduleId: string, id: string): Promise<ItemState> {
  const item = await store.find(moduleId, id);
  if (!item) throw notFound(store.notFoundKey);
  return item;
}

/**
 * The events of an item's change, written in its transaction: the room's (every open screen), and
 * when public content changed (published, unpublished, edited while published, deleted while
 * published) the one the module's webhook gets.
 */
export function itemChangeEvents(
  store: ItemStore<unknown>,
  change: ModuleChange,
  item: { id: string; slug: string },
  action: PublishAction,
  isPublished: boolean,
): DomainEvent[] {
  const step = transition(isPublished, action);
  const room = action === "delete" ? ("item.deleted" as const) : ("item.changed" as const);
  return [
    ...contentRoomEvents(change, [{ type: room, contentType: store.contentType, id: item.id }]),
    ...(step.webhook ? [publicChangeEvent(change, store.contentType, item, step.webhook)] : []),
  ];
}

/** After a committed change of public content: a new content version (the public API's ETags). */
export async function afterItemCommit(moduleId: string, action: PublishAction, isPublished: boolean) {
  if (transition(isPublished, action).webhook) await publicContentChanged(moduleId);
}

/** The nested write that replaces an item's categories (a post's or a product's) with `ids`. */
export const replaceCategories = (ids: readonly string[]) => ({
  categories: { deleteMany: {}, create: ids.map((categoryId) => ({ categoryId })) },
});
