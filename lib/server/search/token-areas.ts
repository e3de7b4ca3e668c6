import "server-only";
import { scopesAllow, type ApiScopeArea } from "@/lib/api-tokens/scopes";
import type { Actor } from "@/lib/server/auth/sessions";

// What an API token finds through GET /api/v1/search (its area is `projects`): each entity only when
// the token's scopes read the entity's own area, as its endpoints would require.
const ENTITY_AREAS: Readonly<Record<string, ApiScopeArea>> = {
  project: "projects",
  module: "projects",
  person: "members",
  goal: "goals",
  task: "tasks",
  comment: "tasks",
  post: "content",
  product: "content",
  form: "forms",
  timeEntry: "time",
  message: "chat",
  event: "calendar",
  meeting: "meetings",
  file: "files",
  database: "databases",
  record: "databases",
  dashboard: "charts",
  automation: "automations",
  notificationChannel: "campaigns",
  notificationTemplate: "campaigns",
  campaign: "campaigns",
};

/** Whether the caller may find the entity: always for a session; for a token, by its scopes. */
export function tokenReadsEntity(actor: Pick<Actor, "token">, entity: string): boolean {
  if (!actor.token) return true;
  const area = ENTITY_AREAS[entity];
  return area !== undefined && scopesAllow(actor.token.scopes, area, "read");
}
