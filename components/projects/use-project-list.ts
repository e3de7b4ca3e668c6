"use client";

import { useMemo, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { projectApi } from "@/lib/client/projects/api";
import type { ProjectListItem } from "@/lib/projects/types";

/**
 * The projects shown: the server's first page, pages loaded with 'Load more' (without duplicates,
 * as a page boundary may shift while projects change), minus the ones removed here (deleted, or
 * un-bookmarked on the Bookmarks screen). A refresh brings a new first page and keeps the rest.
 */
export function useProjectList(
  initial: ProjectListItem[],
  { pageSize, bookmarked, fallbackError }: { pageSize: number; bookmarked: boolean; fallbackError: string },
) {
  const [extra, setExtra] = useState<ProjectListItem[]>([]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [pages, setPages] = useState(1);
  const [hasMore, setHasMore] = useState(initial.length >= pageSize);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const projects = useMemo(() => {
    const seen = new Set<string>();
    return [...initial, ...extra].filter((project) => {
      if (seen.has(project.id) || hidden.has(project.id)) return false;
      seen.add(project.id);
      return true;
    });
  }, [initial, extra, hidden]);

  async function loadMore() {
    setLoading(true);
    setError(null);
    try {
      const page = pages + 1;
      const next = await projectApi.list({ page, limit: pageSize, bookmarked });
      setExtra((current) => [...current, ...next]);
      setPages(page);
      setHasMore(next.length >= pageSize);
    } catch (caught) {
      setError(errorMessage(caught, fallbackError));
    }
    setLoading(false);
  }

  const remove = (projectId: string) => setHidden((current) => new Set(current).add(projectId));

  return { projects, hasMore, loading, error, loadMore, remove };
}
