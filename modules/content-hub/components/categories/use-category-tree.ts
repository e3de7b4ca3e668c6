"use client";

import { useMemo } from "react";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { useLoaded } from "@/lib/client/reporting/use-loaded";
import { flattenTree } from "@/modules/content-hub/shared/category-tree";
import type { ContentType } from "@/modules/content-hub/shared/types";

/** A content type's category tree (one request), flattened parents first for lists and pickers. */
export function useCategoryTree(moduleId: string, contentType: ContentType) {
  const loaded = useLoaded(`${moduleId}:${contentType}`, () =>
    contentHubApi.categoryTree(moduleId, contentType),
  );
  const tree = loaded.value;
  const flat = useMemo(() => flattenTree(tree ?? []), [tree]);
  return { tree, flat, error: loaded.error, reload: loaded.reload };
}
