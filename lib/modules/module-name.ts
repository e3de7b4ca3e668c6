/** The message key of a module kind's catalog title (messages: catalog.<Tag>.title). */
export function catalogTitleKey(tag: string): string {
  return `catalog.${tag}.title`;
}

/**
 * The name a placed module shows: the one someone gave it, else its catalog title in the viewer's
 * language (`title` translates a message key: next-intl's `t`, or translateMessage on the server).
 */
export function moduleDisplayName(
  module: { name: string | null; tag: string },
  title: (key: string) => string,
): string {
  return module.name ?? title(catalogTitleKey(module.tag));
}
