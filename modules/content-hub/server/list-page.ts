import "server-only";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import { listQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type { ContentHubInfo, ContentListFirstData } from "@/modules/content-hub/shared/types";
import { domainsIn } from "./domain/list-domains";
import { postsPageIn } from "./posts/list-posts";
import { contentHubInfo, contentHubScope } from "./scope";

// The hub's gate, resolved once per request for its pages: the module's layout and the list's
// layout below it both read it (the list's reads then start without a second lookup). Keyed by who
// asks (each layout's actor is its own object); outside a request every call reads.
const requestScopes = cache(() => new Map<string, Promise<ModuleScope>>());
function pageScope(actor: Actor, moduleId: string, locale: Locale): Promise<ModuleScope> {
  const scopes = requestScopes();
  const key = JSON.stringify([actor.userId, actor.workspaceId, actor.role, moduleId, locale]);
  let scope = scopes.get(key);
  if (!scope) {
    scope = contentHubScope(actor, moduleId, locale);
    scopes.set(key, scope);
  }
  return scope;
}

/** The module's info for its layout (GET /content-hub/{id}). */
export async function getContentHubPage(
  actor: Actor,
  moduleId: string,
  locale: Locale,
): Promise<ContentHubInfo> {
  return contentHubInfo(await pageScope(actor, moduleId, locale));
}

/**
 * The list's first data (/content-hub/{id} opens on the blog tab, unsearched): the posts' first
 * page as GET …/blogs answers it and the domain as GET …/domain does, through the same gate.
 */
export async function getContentListPage(
  actor: Actor,
  moduleId: string,
  locale: Locale,
): Promise<ContentListFirstData> {
  const scope = await pageScope(actor, moduleId, locale);
  const [posts, domains] = await Promise.all([
    postsPageIn(scope, parseInput(listQuerySchema, {})),
    domainsIn(scope),
  ]);
  return { posts, domains };
}
