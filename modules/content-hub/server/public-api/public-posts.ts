import "server-only";
import type { PublicPostSummary } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { contains } from "../common";
import type { PublicContext } from "./serve-public";
import { inCategory, postOf, publicPostSelect, type ListQuery } from "./public-rows";

/** Published posts, newest publication first; keyset pages (stable while more are published). */
export async function publicPosts(ctx: PublicContext<ListQuery>): Promise<Page<PublicPostSummary>> {
  const { query } = ctx;
  const rows = await getDb().contentPost.findMany({
    where: {
      AND: [
        { moduleId: ctx.moduleId, isPublished: true },
        contains("title", query.q),
        inCategory("blog", query.category),
        query.tag ? { tags: { has: query.tag } } : {},
        afterKeyset("publishedAt", query.cursor),
      ],
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: publicPostSelect,
  });
  return keysetPage(rows, (row) => row.publishedAt!, postOf(ctx.moduleId), query.limit);
}
