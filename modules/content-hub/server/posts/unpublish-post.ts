import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { changePostState } from "./change-post-state";

/** POST …/blogs/{id}/unpublish: back to a draft, gone from the public API. */
export const unpublishPost = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changePostState(actor, input, locale, "unpublish");
