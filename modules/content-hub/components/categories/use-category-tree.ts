"use client";

import { useMemo } from "react";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { contentHubQueries } from "@/modules/content-hub/client/api";
import { flattenTree } from "@/modules/content-hub/shared/category-tree";
import type { ContentType } from "@/modules/content-hub/shared/types";

/** A content type's category tree (one cached query), flattened parents first for lists and pickers. */
export function useCategoryTree(moduleId: string, contentType: ContentType) {
  const query = useQuery(contentHubQueries.categoryTree(moduleId, contentType));
  const error = useErrorText(query.error);
  const tree = query.data ?? null;
  const flat = useMemo(() => flattenTree(tree ?? []), [tree]);
  return { tree, flat, error, reload: query.refetch };
}
