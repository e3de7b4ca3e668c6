import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { changeProductState } from "./change-product-state";

/** POST …/products/{id}/publish: a draft becomes published (a published one stays as it is). */
export const publishProduct = (actor: Actor, input: { params: unknown }, locale: Locale) =>
  changeProductState(actor, input, locale, "publish");
