"use client";

import { useMemo } from "react";
import { errorMessage } from "@/lib/client/api";
import { projectQueries } from "@/lib/client/projects/api";
import { mapQuery } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import type { Page } from "@/lib/contracts/endpoint";
import type { ProjectListItem } from "@/lib/projects/types";

/** Numbered pages as a keyset list: the cursor is the next page's number. */
const pageOf = (rows: ProjectListItem[], page: number, pageSize: number): Page<ProjectListItem> => ({
  data: rows,
  nextCursor: rows.length >= pageSize ? String(page + 1) : null,
});

/**
 * The projects shown: the server's first page, pages loaded with 'Load more' (without duplicates,
 * as a page boundary may shift while projects change), minus the ones removed here (deleted, or
 * un-bookmarked on the Bookmarks screen). A refresh brings a new first page and keeps the rest.
 */
export function useProjectList(
  initial: ProjectListItem[],
  { pageSize, bookmarked, fallbackError }: { pageSize: number; bookmarked: boolean; fallbackError: string },
) {
  const initialPage = useMemo(() => pageOf(initial, 1, pageSize), [initial, pageSize]);
  const list = usePagedQuery(
    (cursor) => {
      const page = cursor ? Number(cursor) : 1;
      return mapQuery(projectQueries.list({ page, limit: pageSize, bookmarked }), "page", (rows) =>
        pageOf(rows, page, pageSize),
      );
    },
    { initialPage, staleTime: 30_000 },
  );
  const { setItems } = list;
  const failure = list.moreError ?? list.error;

  return {
    projects: list.items ?? initial,
    hasMore: list.hasMore,
    loading: list.loadingMore,
    error: failure ? errorMessage(failure, fallbackError) : null,
    loadMore: list.loadMore,
    remove: (projectId: string) => setItems((items) => items.filter((project) => project.id !== projectId)),
  };
}
