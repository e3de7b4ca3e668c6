import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { ProjectView } from "@/lib/projects/types";
import { displayModuleName } from "@/lib/server/modules/module-names";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A project's own fields, as created and as viewed. */
export const projectFieldsSelect = {
  id: true,
  name: true,
  private: true,
  coverImage: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProjectSelect;

/** One select for the view: modules, the caller's bookmark and the follower count join in one query. */
export function projectViewSelect(userId: string) {
  return {
    ...projectFieldsSelect,
    modules: { select: { id: true, moduleId: true, tag: true, name: true, i: true } },
    bookmarks: { where: { userId }, select: { userId: true } },
    _count: { select: { access: true } },
  } satisfies Prisma.ProjectSelect;
}

type ProjectViewRow = Prisma.ProjectGetPayload<{ select: ReturnType<typeof projectViewSelect> }>;

export function toProjectView(row: ProjectViewRow, locale: Locale = "en"): ProjectView {
  return {
    id: row.id,
    name: row.name,
    private: row.private,
    coverImage: row.coverImage,
    isBookmark: row.bookmarks.length > 0,
    followers: { count: row._count.access },
    modules: [...row.modules]
      .sort((a, b) => Number(a.i) - Number(b.i))
      .map((module) => ({ ...module, name: displayModuleName(module, locale) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
