// Pages rendered without the app's providers (Mantine, modals, notifications) and with only the
// messages they use: the public form /f/{slug}, opened by strangers and embedded in other sites,
// whose first load stays small (issue 17: < 200 KB of JS). proxy.ts marks the request with the
// header (always overwriting what a client sent); the root layout reads it.

export const BARE_PAGE_HEADER = "x-suite-bare-page";

export function isBarePage(pathname: string): boolean {
  return pathname.startsWith("/f/");
}

/** The message namespaces a bare page uses (its texts, the shared validation and error texts). */
export const BARE_PAGE_NAMESPACES = ["formBuilder.fill", "validation", "errors"] as const;

type Messages = Record<string, unknown>;

/** Only the namespaces of BARE_PAGE_NAMESPACES (a dotted name keeps its path). */
export function bareMessages(messages: Messages): Messages {
  const picked: Messages = {};
  for (const namespace of BARE_PAGE_NAMESPACES) {
    const path = namespace.split(".");
    let source: unknown = messages;
    for (const key of path) source = (source as Messages | undefined)?.[key];
    if (source === undefined) continue;
    let target = picked;
    path.slice(0, -1).forEach((key) => (target = (target[key] ??= {}) as Messages));
    target[path[path.length - 1]!] = source;
  }
  return picked;
}
