// A meeting's whiteboard (docs/modules/meeting-room.md "Whiteboards"): the elements of an Excalidraw
// scene and how two copies of it merge. Pure, shared by the server (saving, merging under the row's
// lock) and the browser (merging what others drew into the open scene); unit-tested in
// tests/unit/meeting-room/board.test.ts.

/** The element kinds a board takes: Excalidraw's shapes, text and drawing. Images (files) and
 * embeds (iframes of other sites) are refused, and their tools hidden. */
export const BOARD_ELEMENT_TYPES = [
  "rectangle",
  "diamond",
  "ellipse",
  "arrow",
  "line",
  "freedraw",
  "text",
  "frame",
  "magicframe",
] as const;

/** At most this many elements on a board (deleted ones included). */
export const BOARD_ELEMENTS_MAX = 5_000;
/** One element's JSON at most (a long freehand stroke's points stay well below). */
export const BOARD_ELEMENT_MAX_BYTES = 64 * 1024;
/** A board's JSON at most. */
export const BOARD_MAX_BYTES = 4 * 1024 * 1024;
/** One live change (the elements a person changed at once) at most. */
export const BOARD_CHANGE_MAX_BYTES = 512 * 1024;

/** What a board keeps of an element: Excalidraw's fields, of which merging reads these. */
export interface BoardElement {
  id: string;
  type: string;
  /** Moved by each change of the element. */
  version: number;
  /** A random number drawn at each change: of two equal versions, the lower wins (Excalidraw's rule). */
  versionNonce: number;
  isDeleted: boolean;
  /** Its place in the scene's order (a fractional index); absent on old elements. */
  index?: string | null;
  [field: string]: unknown;
}

/** Whether `incoming` replaces `current` (a newer version, or the same with a lower nonce). */
export function wins(incoming: BoardElement, current: BoardElement | undefined): boolean {
  if (!current) return true;
  if (incoming.version !== current.version) return incoming.version > current.version;
  return incoming.versionNonce < current.versionNonce;
}

/** Orders elements by their fractional index (those without one keep their place, first). */
function byIndex(a: BoardElement, b: BoardElement): number {
  const x = a.index ?? "";
  const y = b.index ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * `current` with `incoming` merged in: per element id, the winner (wins); new ones added; ordered by
 * index. Commutative and idempotent, so nodes and browsers may merge in any order and agree.
 * `changed` says whether anything of `incoming` was taken.
 */
export function mergeElements(
  current: readonly BoardElement[],
  incoming: readonly BoardElement[],
): { elements: BoardElement[]; changed: boolean } {
  const byId = new Map(current.map((element) => [element.id, element]));
  let changed = false;
  for (const element of incoming) {
    if (!wins(element, byId.get(element.id))) continue;
    byId.set(element.id, element);
    changed = true;
  }
  return { elements: changed ? [...byId.values()].sort(byIndex) : [...current], changed };
}

/** The elements someone sees (not deleted). */
export const visibleCount = (elements: readonly BoardElement[]) =>
  elements.reduce((count, element) => count + (element.isDeleted ? 0 : 1), 0);
