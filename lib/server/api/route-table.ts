/** One REST route file: `app/api/v1/users/[id]/route.ts` becomes /api/v1/users/{id}. */
export interface RouteEntry<M> {
  file: string;
  pattern: RegExp;
  keys: string[];
  /** Fewer dynamic segments first, so /auth/login wins over /auth/[anything]. */
  dynamicSegments: number;
  module: M;
}

/** Compiles route files (paths relative to `app/`) into matchers, most specific first. */
export function compileRoutes<M>(files: { file: string; module: M }[]): RouteEntry<M>[] {
  return files
    .map(({ file, module }) => {
      const segments = file
        .replace(/\\/g, "/")
        .replace(/\/route\.ts$/, "")
        .split("/");
      const keys: string[] = [];
      const source = segments
        .map((segment) => {
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (!dynamic?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          keys.push(dynamic[1]);
          return "([^/]+)";
        })
        .join("/");
      return { file, pattern: new RegExp(`^/${source}/?$`), keys, dynamicSegments: keys.length, module };
    })
    .sort((a, b) => a.dynamicSegments - b.dynamicSegments);
}

/** The route and its decoded params for a pathname, or null. A malformed escape matches nothing. */
export function matchRoute<M>(
  routes: RouteEntry<M>[],
  pathname: string,
): { route: RouteEntry<M>; params: Record<string, string> } | null {
  for (const route of routes) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    try {
      const params = Object.fromEntries(
        route.keys.map((key, i) => [key, decodeURIComponent(found[i + 1] ?? "")]),
      );
      return { route, params };
    } catch {
      return null;
    }
  }
  return null;
}
