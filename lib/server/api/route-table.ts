import "server-only";
/** One REST route file: `app/api/v1/users/[id]/route.ts` becomes /api/v1/users/{id}. */
export interface RouteEntry<M> {
  file: string;
  pattern: RegExp;
  keys: string[];
  /** Fewer dynamic segments first, so /auth/login wins over /auth/[anything]. */
  dynamicSegments: number;
  /** The key of a final `[...name]` segment, which takes the rest of the path; such routes go last. */
  catchAll: string | null;
  module: M;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Compiles route files (paths relative to `app/`) into matchers, most specific first. */
export function compileRoutes<M>(files: { file: string; module: M }[]): RouteEntry<M>[] {
  return files
    .map(({ file, module }) => {
      const segments = file
        .replace(/\\/g, "/")
        .replace(/\/route\.ts$/, "")
        .split("/");
      const keys: string[] = [];
      let catchAll: string | null = null;
      const source = segments
        .map((segment, index) => {
          const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
          if (rest?.[1] && index === segments.length - 1) {
            keys.push(rest[1]);
            catchAll = rest[1];
            return "([^/]+(?:/[^/]+)*)";
          }
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (!dynamic?.[1]) return escape(segment);
          keys.push(dynamic[1]);
          return "([^/]+)";
        })
        .join("/");
      return {
        file,
        pattern: new RegExp(`^/${source}/?$`),
        keys,
        dynamicSegments: keys.length,
        catchAll,
        module,
      };
    })
    .sort(
      (a, b) =>
        Number(a.catchAll !== null) - Number(b.catchAll !== null) || a.dynamicSegments - b.dynamicSegments,
    );
}

/** Each segment decoded, then joined with "/" (the value Next gives as a list of segments). */
const decodeRest = (value: string) => value.split("/").map(decodeURIComponent).join("/");

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
        route.keys.map((key, i) => {
          const raw = found[i + 1] ?? "";
          return [key, key === route.catchAll ? decodeRest(raw) : decodeURIComponent(raw)];
        }),
      );
      return { route, params };
    } catch {
      return null;
    }
  }
  return null;
}
