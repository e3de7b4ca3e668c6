import { MODULE_PAGE_SEGMENTS } from "@/lib/modules/routes";

/**
 * The first path segment of every page, by where it sits under app/ (route groups flattened). The
 * proxy sends signed-out visitors of a protected segment to login and lets any other first segment
 * through to Next's 404 page. tests/unit/routing-route-segments.test.ts compares these lists with the
 * directories under app/, so a new top-level route fails the tests until it is added here.
 */
export const PUBLIC_SEGMENTS = ["auth", "meeting-invitation", "unsubscribe", "workspace"] as const;

/** The shell's own protected pages; the module kinds placed by module add theirs (lib/modules/routes.ts). */
const SHELL_SEGMENTS = [
  "bookmarked-dashboards",
  "developers",
  "flows",
  "goals",
  "meet",
  "notifications",
  "onboarding",
  "project",
  "projects",
  "reporting",
  "settings",
  "sso-required",
  "user-management",
  "workspace-modules",
  "workspaces",
] as const;

export const PROTECTED_SEGMENTS: readonly string[] = [...SHELL_SEGMENTS, ...MODULE_PAGE_SEGMENTS].sort();

/**
 * Pages outside both groups (app/logout, app/f: public forms, app/meet-guest: a meeting call's guest
 * lobby, app/s: file management's public links); app/api is not a page and the proxy never sees it.
 */
export const OTHER_SEGMENTS = ["d", "f", "logout", "meet-guest", "s"] as const;

const KNOWN = new Set<string>([...PUBLIC_SEGMENTS, ...PROTECTED_SEGMENTS, ...OTHER_SEGMENTS]);

/**
 * Whether the first segment of `pathname` is one of our pages'. It is compared decoded ("/%70rojects"
 * is /projects to the router); one that cannot be decoded counts as known, so it still needs a session.
 */
export function isKnownRoute(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  try {
    return KNOWN.has(decodeURIComponent(first));
  } catch {
    return true;
  }
}
