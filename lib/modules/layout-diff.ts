import type { GridRect } from "@/lib/modules/grid-placement";

/** A module as the server last saved it. */
export interface SavedModule extends GridRect {
  id: string;
  moduleId: string;
  name: string;
}

/** A module as the grid shows it now; `id` is null until the server has saved it. */
export interface LocalModule extends GridRect {
  /** Stable React / react-grid-layout key: the id, or a client key while unsaved. */
  key: string;
  id: string | null;
  moduleId: string;
  /** What the grid shows: the module's name, or its kind's title in the viewer's language. */
  name: string;
  /**
   * False for a module just taken from the catalog, which shows its kind's title and has no name of
   * its own: it is created without one, so each viewer reads the title in their language.
   */
  named?: boolean;
}

type Editable = Pick<SavedModule, "name" | "x" | "y" | "w" | "h">;

/** The body of PATCH /workspaces/module/project/{projectId}. */
export interface LayoutBatch {
  create: ({ moduleId: string; name?: string } & GridRect)[];
  delete: string[];
  update: Record<string, Partial<Editable>>;
}

export interface LayoutDiff {
  batch: LayoutBatch;
  /** The local keys of `batch.create`, in the same order. */
  createdKeys: string[];
}

const FIELDS = ["name", "x", "y", "w", "h"] as const;

/**
 * The one batch that turns `saved` into `next`: creates for unsaved modules, deletes for saved ones
 * that are gone, and updates holding only the fields that changed. Unsaved modules that were removed
 * again never reach the server.
 */
export function diffLayout(saved: readonly SavedModule[], next: readonly LocalModule[]): LayoutDiff {
  const batch: LayoutBatch = { create: [], delete: [], update: {} };
  const createdKeys: string[] = [];
  const present = new Set<string>();
  const savedById = new Map(saved.map((entry) => [entry.id, entry]));

  for (const entry of next) {
    const before = entry.id ? savedById.get(entry.id) : undefined;
    if (!entry.id || !before) {
      // Unknown ids (moved away meanwhile) are not recreated: only never-saved modules are.
      if (entry.id) continue;
      const { moduleId, name, x, y, w, h } = entry;
      batch.create.push({ moduleId, ...(entry.named === false ? {} : { name }), x, y, w, h });
      createdKeys.push(entry.key);
      continue;
    }
    present.add(entry.id);
    const changes: Partial<Editable> = {};
    for (const field of FIELDS) {
      if (entry[field] !== before[field]) Object.assign(changes, { [field]: entry[field] });
    }
    if (Object.keys(changes).length > 0) batch.update[entry.id] = changes;
  }
  for (const entry of saved) if (!present.has(entry.id)) batch.delete.push(entry.id);
  return { batch, createdKeys };
}

export function isEmptyBatch(batch: LayoutBatch): boolean {
  return batch.create.length === 0 && batch.delete.length === 0 && Object.keys(batch.update).length === 0;
}

/**
 * The server ids of the modules a batch created: each create is matched to a module of the returned
 * grid that was not saved before and has the same catalog module and rectangle (first unused match),
 * so modules other people added meanwhile are never mistaken for ours.
 */
export function matchCreatedIds(
  diff: LayoutDiff,
  before: readonly SavedModule[],
  after: readonly SavedModule[],
): Map<string, string> {
  const known = new Set(before.map((entry) => entry.id));
  const fresh = after.filter((entry) => !known.has(entry.id));
  const taken = new Set<string>();
  const ids = new Map<string, string>();
  diff.batch.create.forEach((created, index) => {
    const match = fresh.find(
      (entry) =>
        !taken.has(entry.id) &&
        entry.moduleId === created.moduleId &&
        entry.x === created.x &&
        entry.y === created.y &&
        entry.w === created.w &&
        entry.h === created.h,
    );
    if (!match) return;
    taken.add(match.id);
    ids.set(diff.createdKeys[index]!, match.id);
  });
  return ids;
}
