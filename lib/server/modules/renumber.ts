// Position indexes (the spec's `i`) of the modules of one grid, kept as "0", "1", … "n-1".
import "server-only";

export interface Indexed {
  id: string;
  /** The stored index ("3") or a requested one (3). */
  i: string | number;
}

/** The item ids in index order: by Number(i), ties in the order given (stable). */
export function orderByIndex<T extends Indexed>(items: T[]): T[] {
  return items
    .map((item, position) => ({ item, position, index: Number(item.i) }))
    .sort((a, b) => {
      const ai = Number.isFinite(a.index) ? a.index : Number.MAX_SAFE_INTEGER;
      const bi = Number.isFinite(b.index) ? b.index : Number.MAX_SAFE_INTEGER;
      return ai - bi || a.position - b.position;
    })
    .map(({ item }) => item);
}

/** Every item with its final index: 0..n-1 in index order. */
export function compactIndexes<T extends Indexed>(items: T[]): Map<string, string> {
  return new Map(orderByIndex(items).map((item, index) => [item.id, String(index)]));
}

/**
 * The index changes a deletion causes: the modules after a deleted one move down (by one per
 * deleted module before them). Gaps and duplicates already there are closed as well. Only the
 * modules whose index changes are returned.
 */
export function renumberAfterDelete(items: Indexed[], deleted: Iterable<string>): Map<string, string> {
  const gone = new Set(deleted);
  const changes = new Map<string, string>();
  for (const [id, i] of compactIndexes(items.filter((item) => !gone.has(item.id)))) {
    const before = items.find((item) => item.id === id);
    if (String(before?.i) !== i) changes.set(id, i);
  }
  return changes;
}

/**
 * Moving module `moduleId` from `source` to `target`: the source closes the gap, the moved module
 * goes last in the target. Returns the index changes of both grids (moved module included).
 */
export function renumberForMove(
  source: Indexed[],
  target: Indexed[],
  moduleId: string,
): { source: Map<string, string>; movedIndex: string } {
  return {
    source: renumberAfterDelete(source, [moduleId]),
    movedIndex: String(target.filter((item) => item.id !== moduleId).length),
  };
}

/**
 * The final indexes of a grid after a batch: `kept` (existing modules, with any index the batch
 * asked for) and `created` (new ones, asking for an index or none = last). Ties keep existing
 * modules first, then the order given. Returns id → index for every item.
 */
export function planBatchIndexes(
  kept: Indexed[],
  created: { id: string; i?: number }[],
): Map<string, string> {
  const last = Number.MAX_SAFE_INTEGER;
  return compactIndexes([...kept, ...created.map((item) => ({ id: item.id, i: item.i ?? last }))]);
}
