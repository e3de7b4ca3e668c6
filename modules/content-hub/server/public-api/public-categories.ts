import "server-only";
import { buildTree } from "@/modules/content-hub/shared/category-tree";
import type { CategoryNode } from "@/modules/content-hub/shared/types";
import type { categoryTreeQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type * as z from "@/lib/zod";
import { categoryRows, toNode } from "../categories/category-rows";
import { publicFileUrl } from "../public-files";
import type { PublicContext } from "./serve-public";

type CategoryQuery = z.output<typeof categoryTreeQuerySchema>;

/** The active categories of a content type as a tree (an inactive one hides its sub-tree). */
export async function publicCategories(ctx: PublicContext<CategoryQuery>): Promise<CategoryNode[]> {
  const { contentType } = ctx.query;
  const rows = await categoryRows(ctx.moduleId, contentType);
  const prune = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.filter((node) => node.isActive).map((node) => ({ ...node, children: prune(node.children) }));
  const node: typeof toNode = (row, children) => {
    const own = toNode(row, children);
    return { ...own, media: own.media.map((media) => ({ key: publicFileUrl(ctx.moduleId, media.key) })) };
  };
  return prune(buildTree(rows, node));
}
