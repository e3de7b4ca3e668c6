import "server-only";
import type { PublicProductSummary } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { afterKeyset, keysetPage } from "@/lib/server/api/keyset";
import { contains } from "../common";
import type { PublicContext } from "./serve-public";
import { inCategory, productOf, publicProductSelect, type ListQuery } from "./public-rows";

/** Published products, newest publication first; keyset pages (stable while more are published). */
export async function publicProducts(ctx: PublicContext<ListQuery>): Promise<Page<PublicProductSummary>> {
  const { query } = ctx;
  const rows = await getDb().contentProduct.findMany({
    where: {
      AND: [
        { moduleId: ctx.moduleId, isPublished: true },
        contains("name", query.q),
        inCategory("product", query.category),
        query.tag ? { tags: { has: query.tag } } : {},
        afterKeyset("publishedAt", query.cursor),
      ],
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: publicProductSelect,
  });
  return keysetPage(rows, (row) => row.publishedAt!, productOf(ctx.moduleId), query.limit);
}
