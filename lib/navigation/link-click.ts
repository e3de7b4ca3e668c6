/** A plain left click, which the page handles itself; a modified one opens the link as the browser does. */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Whether a click on a link started one of the app's own client-side navigations to another
 * address. Read once the click has bubbled up to the document: Next's `<Link>` has then cancelled
 * the browser's own navigation (`defaultPrevented`) to navigate itself. A plain primary-button
 * click (a modifier opens a tab or a window), on a link that stays in this tab and on this origin
 * and is not a download, to a different path or query (the current address, or an anchor on it,
 * navigates nowhere).
 */
export function startsAppNavigation(
  click: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
  },
  link: { href: string; target: string; download: boolean },
  current: { origin: string; pathname: string; search: string },
): boolean {
  if (!click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== "_self") || link.download) return false;
  let to: URL;
  try {
    to = new URL(link.href, current.origin);
  } catch {
    return false;
  }
  if (to.origin !== current.origin) return false;
  return to.pathname !== current.pathname || to.search !== current.search;
}
