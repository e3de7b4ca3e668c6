import "server-only";
import { moduleHref } from "@/lib/modules/routes";
import type { ModuleScope } from "@/lib/server/modules/module-scope";

/** The page of a hit's module (what opens when the hit has no page of its own), with `query` added. */
export function modulePageOf(module: ModuleScope | null, query: Record<string, string> = {}): string {
  if (!module) return "/projects";
  const href = moduleHref({ id: module.moduleId, tag: module.tag }, module.project?.id);
  const extra = new URLSearchParams(query).toString();
  return extra ? `${href}${href.includes("?") ? "&" : "?"}${extra}` : href;
}
