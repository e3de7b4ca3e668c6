// The scopes an API token is given (issue 39, docs/platform/api.md "API tokens"): one per area of the
// API and access, `<area>:read` or `<area>:write` (write includes read). Each endpoint's area comes
// from its path, here, so a new endpoint under an area's path is covered without a list to keep; an
// endpoint whose path no area claims (signing in and out, one's own tokens, creating workspaces,
// accepting invitations) cannot be called with a token at all. Browser-safe: the settings page lists
// the areas from it.

export const API_SCOPE_AREAS = [
  "projects",
  "members",
  "tasks",
  "time",
  "goals",
  "content",
  "forms",
  "campaigns",
  "notifications",
  "chat",
  "calendar",
  "meetings",
  "files",
  "databases",
  "charts",
  "automations",
  "ai",
  "webhooks",
  "audit",
  "export",
] as const;
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number];

export type ApiScopeAccess = "read" | "write";
export type ApiScope = `${ApiScopeArea}:${ApiScopeAccess}`;

export const API_SCOPES: readonly ApiScope[] = API_SCOPE_AREAS.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

/** Which area an endpoint path (a contract's template, `{param}` segments) belongs to: first match wins. */
const AREA_PATHS: readonly (readonly [RegExp, ApiScopeArea])[] = [
  [/^\/api\/v1\/task-management\//, "tasks"],
  [/^\/api\/v1\/time-tracker\//, "time"],
  [/^\/api\/v1\/(goals|reports)(\/|$)/, "goals"],
  [/^\/api\/v1\/content-hub\//, "content"],
  [/^\/api\/v1\/form-builder\//, "forms"],
  [/^\/api\/v1\/notification\//, "campaigns"],
  [/^\/api\/v1\/notifications(\/|$)/, "notifications"],
  [/^\/api\/v1\/online-chat\//, "chat"],
  [/^\/api\/v1\/(ai-calendar\/\{moduleId\}|dashboard\/\{dashboardId\}\/ai-calendar)(\/|$)/, "calendar"],
  [
    /^\/api\/v1\/(meeting-room\/|dashboard\/\{dashboardId\}\/(meeting-room|integration\/create-meeting))/,
    "meetings",
  ],
  [/^\/api\/v1\/(file-management\/|files\/)/, "files"],
  [/^\/api\/v1\/database-generator\//, "databases"],
  [/^\/api\/v1\/data-visualization\//, "charts"],
  [/^\/api\/v1\/(workflow-automation\/|dashboard\/\{dashboardId\}\/automation\/)/, "automations"],
  [/^\/api\/v1\/ai\//, "ai"],
  [/^\/api\/v1\/webhooks(\/|$)/, "webhooks"],
  [/^\/api\/v1\/audit-log(\/|$)/, "audit"],
  [/^\/api\/v1\/exports(\/|$)/, "export"],
  [/^\/api\/v1\/(workspaces\/(project|module|integration)|modules|search)(\/|$)/, "projects"],
  [/^\/api\/v1\/(workspace\/|users(\/|$))/, "members"],
];

/**
 * Endpoints inside an area that only the person may call, never a token (`*`: any method): accepting
 * an invitation (it acts for the person, not in the workspace), deleting the workspace, and what
 * proves or ends the account — its password, address, sessions, connected sign-ins and deletion.
 */
const PERSON_ONLY: readonly (readonly [string, RegExp])[] = [
  ["POST", /^\/api\/v1\/workspace\/invitation\/accept$/],
  ["DELETE", /^\/api\/v1\/workspace\/\{workspaceId\}$/],
  ["DELETE", /^\/api\/v1\/users\/\{id\}$/],
  ["*", /^\/api\/v1\/users\/\{id\}\/(password|email|sessions|accounts|deletion)(\/|$)/],
];

/** The area of an endpoint (its method and path template); null: tokens may not call it. */
export function areaOf(method: string, path: string): ApiScopeArea | null {
  if (PERSON_ONLY.some(([only, pattern]) => (only === "*" || only === method) && pattern.test(path)))
    return null;
  return AREA_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** What a method needs: reading for GET and HEAD, writing for the rest. */
export const accessOfMethod = (method: string): ApiScopeAccess =>
  method === "GET" || method === "HEAD" ? "read" : "write";

/** Whether `scopes` allow `access` to `area` (write includes read). */
export function scopesAllow(scopes: readonly string[], area: ApiScopeArea, access: ApiScopeAccess): boolean {
  return scopes.includes(`${area}:write`) || (access === "read" && scopes.includes(`${area}:read`));
}

/** The scopes without those another one includes (`tasks:read` beside `tasks:write`), in catalogue order. */
export function normalizeScopes(scopes: readonly string[]): ApiScope[] {
  return API_SCOPES.filter(
    (scope) =>
      scopes.includes(scope) &&
      !(scope.endsWith(":read") && scopes.includes(scope.replace(/:read$/, ":write"))),
  );
}
