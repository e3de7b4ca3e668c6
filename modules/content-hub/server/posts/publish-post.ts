import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { changePostState } from "./change-post-state";

/** POST …/blogs/{id}/publish: a draft becomes published (a published one stays as it is). */
export const publishPost = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changePostState(actor, input, locale, "publish");
