import { areaOf } from "@/lib/api-tokens/scopes";
import { allContracts } from "@/lib/server/api/contract-modules";

// Every signed-in endpoint belongs to an area a token's scope names (lib/api-tokens/scopes.ts),
// except those only the person may call. A new endpoint outside every area fails here, so it is
// either given one or added to this list on purpose.
const PERSON_ONLY = [
  "GET /api/v1/account/api-tokens",
  "POST /api/v1/account/api-tokens",
  "DELETE /api/v1/account/api-tokens/{tokenId}",
  // Tokens are made by people: a service token cannot mint another.
  "GET /api/v1/service-tokens",
  "POST /api/v1/service-tokens",
  "DELETE /api/v1/service-tokens/{tokenId}",
  "POST /api/v1/auth/logout",
  "POST /api/v1/auth/switch-account",
  "POST /api/v1/auth/verify-email/resend",
  // Single sign-on's domains decide who joins the workspace: its owner sets them, never a script.
  "GET /api/v1/sso",
  "PUT /api/v1/sso",
  "PUT /api/v1/sso/required",
  "PUT /api/v1/sso/provider",
  "DELETE /api/v1/sso/provider",
  "POST /api/v1/sso/domains/verify",
  "GET /api/v1/workspace",
  "POST /api/v1/workspace",
  "DELETE /api/v1/workspace/{workspaceId}",
  "POST /api/v1/workspace/invitation/accept",
  // What proves or ends the account itself (issue 40's profile); its name, picture and language are
  // the members area's.
  "DELETE /api/v1/users/{id}",
  "GET /api/v1/users/{id}/deletion",
  "PUT /api/v1/users/{id}/password",
  "POST /api/v1/users/{id}/email",
  "DELETE /api/v1/users/{id}/email",
  "GET /api/v1/users/{id}/sessions",
  "DELETE /api/v1/users/{id}/sessions",
  "DELETE /api/v1/users/{id}/sessions/{sessionId}",
  "GET /api/v1/users/{id}/accounts",
  "POST /api/v1/users/{id}/accounts/{provider}/link",
  "DELETE /api/v1/users/{id}/accounts/{provider}",
  // An import makes a workspace its person owns.
  "GET /api/v1/imports",
  "POST /api/v1/imports",
];

it("gives every signed-in endpoint an area, except those only the person may call", () => {
  const outside = allContracts()
    .map(({ endpoint }) => endpoint)
    .filter((endpoint) => endpoint.auth === "session" || endpoint.auth === "sessionOptional")
    .filter((endpoint) => areaOf(endpoint.method, endpoint.path) === null)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(outside.sort()).toEqual([...PERSON_ONLY].sort());
});

it("maps the kinds' and the platform's paths to their areas", () => {
  expect(areaOf("GET", "/api/v1/task-management/{moduleId}/tasks")).toBe("tasks");
  expect(areaOf("POST", "/api/v1/dashboard/{dashboardId}/automation/bpmnProcess")).toBe("automations");
  expect(areaOf("GET", "/api/v1/dashboard/{dashboardId}/meeting-room")).toBe("meetings");
  expect(areaOf("GET", "/api/v1/dashboard/{dashboardId}/ai-calendar/events")).toBe("calendar");
  expect(areaOf("GET", "/api/v1/workspaces/project")).toBe("projects");
  expect(areaOf("PATCH", "/api/v1/workspace/{workspaceId}")).toBe("members");
  expect(areaOf("GET", "/api/v1/reports/{reportId}")).toBe("goals");
  expect(areaOf("GET", "/api/v1/files/{key}")).toBe("files");
});
