import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { DATED_ITEMS_MAX, type DatedLayer } from "@/lib/modules/dated";
import { readableModulesFor, type ModuleScope } from "@/lib/server/modules/module-scope";
import type { Membership } from "@/lib/server/permissions/workspace-member";
import { SERVER_KINDS } from "@/modules/kinds.server";
import type { ModuleTag } from "@/modules/kinds";

/** The kinds that offer dated items (`dated` in their kind.server.ts). */
const DATED_TAGS = (Object.keys(SERVER_KINDS) as ModuleTag[]).filter((tag) => SERVER_KINDS[tag].dated);

/**
 * The layers a calendar of `projectId` offers its viewer for [from, to): every other module of the
 * project whose kind offers dated items and which the viewer may read (the module gate for them all
 * in one statement), each kind's items read in one query. By kind, then name.
 */
export async function datedLayers(
  membership: Membership,
  projectId: string,
  exceptModuleId: string,
  range: { from: number; to: number },
  locale: Locale,
): Promise<DatedLayer[]> {
  if (DATED_TAGS.length === 0) return [];
  const scopes = (await readableModulesFor(membership, DATED_TAGS, locale)).filter(
    (scope) => scope.project?.id === projectId && scope.moduleId !== exceptModuleId,
  );
  const byTag = new Map<string, ModuleScope[]>();
  for (const scope of scopes) byTag.set(scope.tag, [...(byTag.get(scope.tag) ?? []), scope]);
  const read = await Promise.all(
    [...byTag].map(async ([tag, of]) => {
      const source = SERVER_KINDS[tag as ModuleTag].dated;
      return source ? await source(of, range, DATED_ITEMS_MAX, locale) : new Map();
    }),
  );
  const found = new Map(read.flatMap((answers) => [...answers]));
  return scopes
    .map((scope) => ({
      moduleId: scope.moduleId,
      tag: scope.tag,
      name: scope.name,
      items: found.get(scope.moduleId)?.items ?? [],
      truncated: found.get(scope.moduleId)?.truncated ?? false,
    }))
    .sort(
      (a, b) =>
        a.tag.localeCompare(b.tag) || a.name.localeCompare(b.name) || (a.moduleId < b.moduleId ? -1 : 1),
    );
}
