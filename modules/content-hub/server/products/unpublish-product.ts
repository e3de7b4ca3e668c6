import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { changeProductState } from "./change-product-state";

/** POST …/products/{id}/unpublish: back to a draft, gone from the public API. */
export const unpublishProduct = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeProductState(actor, input, locale, "unpublish");
