import { isKnownRoute } from "./route-segments";
import { safeRedirectPath } from "./safe-redirect";

/** Screens for signed-out visitors (spec/shell.md §2 Routing rules). */
export const PUBLIC_PATHS = [
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/invite/accept",
  "/workspace/invite/accept",
] as const;

/**
 * Reachable whatever the session: logging out must always work, and an invitation or e-mail
 * verification link must open for a signed-in person too (the spec lists the accept screens as
 * public; a signed-in person would otherwise be sent home and could never accept or verify).
 */
const OPEN_PATHS = [
  "/logout",
  "/auth/invite/accept",
  "/workspace/invite/accept",
  "/auth/verify-email",
  // An address change's link goes to the new address, opened wherever that mailbox is read.
  "/auth/confirm-email",
  // Signing in through a workspace's own provider: also from /sso-required, by someone signed in.
  "/auth/sso",
  // An e-mail's unsubscribe link works whoever is signed in on this browser (the token says whose).
  "/unsubscribe",
  // A published form (/f/{slug}) is filled by anyone, signed in or not.
  "/f",
  // A meeting invitation's answer link: the token says who answers, signed in or not.
  "/meeting-invitation",
  // A meeting call's lobby for guests without an account (or without access to its module).
  "/meet-guest",
  // A file management link (/s/{token}): its token opens it, signed in or not.
  "/s",
  // A published dashboard (/d/{token}): read-only for anyone with its address.
  "/d",
];
// Personal settings belong to the user, not to a workspace; /sso-required is about one they cannot open.
const WORKSPACE_EXEMPT_PREFIXES = ["/workspaces", "/onboarding", "/settings", "/sso-required"];

export const HOME = "/projects?view=grid";
export const LOGIN = "/auth/login";

export interface RouteSession {
  workspace: string | null;
  workspaces: number;
}

const matches = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Where a request must go instead, or null to let it through. */
export function decideRoute(pathname: string, search: string, session: RouteSession | null): string | null {
  if (pathname === "/") return HOME;
  if (OPEN_PATHS.some((path) => matches(pathname, path))) return null;
  // Not one of our pages: Next's 404 page, whoever asks (no detour through login or onboarding).
  if (!isKnownRoute(pathname)) return null;

  if (PUBLIC_PATHS.some((path) => matches(pathname, path))) {
    if (!session) return null;
    return safeRedirectPath(new URLSearchParams(search).get("redirect"), HOME);
  }

  // A meeting's link opened signed out: the guests' lobby, which also offers to sign in.
  const meeting = /^\/meet\/([\w-]{1,100})$/.exec(pathname);
  if (!session && meeting) return `/meet-guest/${meeting[1]}`;
  if (!session) return `${LOGIN}?redirect=${encodeURIComponent(pathname + search)}`;
  if (WORKSPACE_EXEMPT_PREFIXES.some((prefix) => matches(pathname, prefix))) return null;
  if (session.workspaces === 0) return "/onboarding";
  if (!session.workspace && session.workspaces > 1) return "/workspaces";
  return null;
}
