"use client";

import { useMemo } from "react";
import { contentHubApi } from "@/lib/client/content-hub/api";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import { flattenTree } from "@/lib/content-hub/category-tree";
import type { ContentType } from "@/lib/content-hub/types";

/** A content type's category tree (one request), flattened parents first for lists and pickers. */
export function useCategoryTree(moduleId: string, contentType: ContentType) {
  const loaded = useLoaded(`${moduleId}:${contentType}`, () =>
    contentHubApi.categoryTree(moduleId, contentType),
  );
  const tree = loaded.value;
  const flat = useMemo(() => flattenTree(tree ?? []), [tree]);
  return { tree, flat, error: loaded.error, reload: loaded.reload };
}
