/** `items`, then those of a further page not among them (a later page can repeat one that moved). */
export function appendPage<Item extends { id: string }>(
  items: readonly Item[],
  page: readonly Item[],
): Item[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !known.has(item.id))];
}
