import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import type { ModuleAction, ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import type * as z from "@/lib/zod";
import { assertModuleCan, contentHubScope } from "../scope";

// The gate every route of one post or product passes: its params, the module, the right it needs.

/** A kind's item params: their schema and which of them is the item's id. */
export interface ItemParams<S extends z.core.$ZodType<{ moduleId: string }>> {
  schema: S;
  id: (params: z.output<S>) => string;
}

/** Parses the params, gates the module (404 for another) and asserts `right` when given. */
export async function itemGate<S extends z.core.$ZodType<{ moduleId: string }>>(
  itemParams: ItemParams<S>,
  actor: Actor,
  params: unknown,
  locale: Locale,
  right?: ModuleAction,
): Promise<{ scope: ModuleScope; id: string }> {
  const parsed = parseInput(itemParams.schema, params);
  const scope = await contentHubScope(actor, parsed.moduleId, locale);
  if (right) assertModuleCan(scope, right);
  return { scope, id: itemParams.id(parsed) };
}
