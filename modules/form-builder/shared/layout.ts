// The editor's layout operations (spec §4 form editor): drop from the palette with its size, reorder
// with vertical positions updated, delete renumbering later indices, duplicate below the lowest
// element, options changes clearing a default no longer among them. Pure: the editor's reducer and
// the tests use them.
import {
  CHOICE_TYPES,
  PALETTE_SIZE,
  defaultConfig,
  newElementId,
  type ElementConfig,
  type ElementType,
  type FormElement,
  type LogicRule,
} from "./elements";
import { readingOrder } from "./logic";

export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The y just below the lowest element (0 for an empty form). */
export const bottomOf = (elements: Pick<FormElement, "y" | "h">[]) =>
  elements.reduce((max, e) => Math.max(max, e.y + e.h), 0);

const collides = (a: LayoutItem, b: LayoutItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The grid's vertical compaction, as react-grid-layout shows it: in order of (y, x), each element
 * floats up as far as it can, then below whatever it would overlap. The stored layout is then what
 * the editor shows, so the public form (a CSS grid on the same rows) has no overlaps and no empty
 * rows above its first element. Elements that do not move keep their identity.
 */
export function compactLayout<T extends LayoutItem>(elements: T[]): T[] {
  const order = elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.y - b.element.y || a.element.x - b.element.x || a.index - b.index);
  const placed: LayoutItem[] = [];
  const ys = new Map<number, number>();
  for (const { element, index } of order) {
    const item = {
      i: element.i,
      x: element.x,
      y: Math.min(bottomOf(placed), element.y),
      w: element.w,
      h: element.h,
    };
    while (item.y > 0 && !placed.some((other) => collides({ ...item, y: item.y - 1 }, other))) item.y -= 1;
    for (
      let hit = placed.find((other) => collides(item, other));
      hit;
      hit = placed.find((other) => collides(item, other))
    )
      item.y = hit.y + hit.h;
    placed.push(item);
    ys.set(index, item.y);
  }
  let changed = false;
  const next = elements.map((element, index) => {
    const y = ys.get(index)!;
    if (y === element.y) return element;
    changed = true;
    return { ...element, y };
  });
  return changed ? next : elements;
}

/** Adds an element of `type` with the palette's size at `at` (grid units), else at the bottom. */
export function dropElement(
  elements: FormElement[],
  type: ElementType,
  at?: { x: number; y: number },
  id: string = newElementId(),
): FormElement[] {
  const size = PALETTE_SIZE[type];
  const x = Math.max(0, Math.min(at?.x ?? 0, 12 - size.w));
  const y = at ? Math.max(0, at.y) : bottomOf(elements);
  // Elements at or below the drop point move down to make room; then the grid compacts.
  const moved = at ? elements.map((e) => (e.y >= y ? { ...e, y: e.y + size.h } : e)) : elements;
  return compactLayout([
    ...moved,
    { id, i: String(elements.length), x, y, ...size, type, configuration: defaultConfig(type) },
  ]);
}

/** Applies the grid's layout (after a drag or resize) to the elements, by index. */
export function applyLayout(elements: FormElement[], layout: LayoutItem[]): FormElement[] {
  const byIndex = new Map(layout.map((item) => [item.i, item]));
  let changed = false;
  const next = elements.map((e) => {
    const item = byIndex.get(e.i);
    if (!item || (item.x === e.x && item.y === e.y && item.w === e.w && item.h === e.h)) return e;
    changed = true;
    return { ...e, x: item.x, y: item.y, w: item.w, h: item.h };
  });
  return changed ? next : elements;
}

/**
 * Moves the element with index `i` to position `to` of the reading order and stacks every element
 * again from the top (each below the previous one), so vertical positions follow the new order.
 */
export function reorderElement(elements: FormElement[], i: string, to: number): FormElement[] {
  const order = readingOrder(elements);
  const from = order.findIndex((e) => e.i === i);
  if (from < 0) return elements;
  const [moving] = order.splice(from, 1);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, moving!);
  let y = 0;
  const positions = new Map<string, number>();
  for (const e of order) {
    positions.set(e.i, y);
    y += e.h;
  }
  return elements.map((e) => ({ ...e, y: positions.get(e.i)! }));
}

/**
 * Deletes the element with index `i`; every later element's index moves down by one (indices stay
 * "0".."n-1" in array order), and rules about the deleted element go.
 */
export function deleteElement(
  elements: FormElement[],
  rules: LogicRule[],
  i: string,
): { elements: FormElement[]; logic: LogicRule[] } {
  const at = elements.findIndex((e) => e.i === i);
  if (at < 0) return { elements, logic: rules };
  const gone = elements[at]!.id;
  return {
    elements: compactLayout(
      elements.filter((_, n) => n !== at).map((e, n) => (n >= at ? { ...e, i: String(n) } : e)),
    ),
    logic: rules.filter((r) => r.when !== gone && r.target !== gone),
  };
}

/** Copies the element with index `i` below the lowest element (the next index, a new id). */
export function duplicateElement(
  elements: FormElement[],
  i: string,
  id: string = newElementId(),
): FormElement[] {
  const source = elements.find((e) => e.i === i);
  if (!source) return elements;
  return [
    ...elements,
    {
      ...source,
      id,
      i: String(elements.length),
      y: bottomOf(elements),
      configuration: structuredClone(source.configuration),
    },
  ];
}

/**
 * Changes an element's configuration. A select's or radio's default that is no longer among its
 * options is cleared.
 */
export function updateElementConfig(
  elements: FormElement[],
  i: string,
  patch: Partial<ElementConfig>,
): FormElement[] {
  return elements.map((e) => {
    if (e.i !== i) return e;
    const configuration: ElementConfig = { ...e.configuration, ...patch };
    if (
      CHOICE_TYPES.has(e.type) &&
      configuration.defaultValue !== undefined &&
      !(configuration.options ?? []).includes(String(configuration.defaultValue))
    )
      delete configuration.defaultValue;
    return { ...e, configuration };
  });
}
