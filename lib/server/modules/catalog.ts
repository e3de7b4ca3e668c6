import "server-only";
import { MODULE_CATEGORIES } from "@/lib/modules/kind";
import { MODULE_KINDS, type ModuleTag } from "@/modules/kinds";
import { SERVER_KINDS } from "@/modules/kinds.server";

/** The modules a project or workspace can hold (spec/shell.md §1, §3 "Available module"). */
export interface CatalogEntry {
  tag: ModuleTag;
  title: string;
  description: string;
  category: string;
  active: boolean;
  gradient: readonly [string, string];
  size: { w: number; h: number; minW: number; minH: number };
}

/** Categories in display order; "Quick Access" first, as the spec says. */
export const CATEGORIES = MODULE_CATEGORIES;

/**
 * The catalog, in the order of the list of kinds, from each kind's server side (seeded at every
 * start). Read when called: kinds' server code may import this file while the list is loading.
 */
export function moduleCatalog(): CatalogEntry[] {
  return MODULE_KINDS.map((kind) => ({ tag: kind.tag, ...SERVER_KINDS[kind.tag].catalog }));
}

export const coverImagePath = (tag: string) =>
  `/modules/${tag.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}.svg`;
