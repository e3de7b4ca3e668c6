import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { displayModuleName } from "@/lib/server/modules/module-names";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The spec's project (§3): isBookmark is the caller's own; followers = people given access. */
export interface ProjectView {
  id: string;
  name: string;
  private: boolean;
  coverImage: string | null;
  isBookmark: boolean;
  followers: { count: number };
  modules: { id: string; moduleId: string; tag: string; name: string; i: string }[];
  createdAt: Date;
  updatedAt: Date;
}

/** One select for the view: modules, the caller's bookmark and the follower count join in one query. */
export function projectViewSelect(userId: string) {
  return {
    id: true,
    name: true,
    private: true,
    coverImage: true,
    createdAt: true,
    updatedAt: true,
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
