"use client";

import { useEffect, useRef } from "react";
import { listenToModule } from "@/lib/client/module-room";
import { invalidateQueries } from "@/lib/client/query/cache";
import { endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { withSocket } from "@/lib/client/socket";
import type { gridSummaries } from "@/lib/contracts/modules";
import type { GridSummaries } from "@/lib/modules/summaries";

/** How long a burst of changes is gathered before the summaries are read again. */
const REFRESH_DELAY_MS = 400;

const NONE: GridSummaries = {};

/** A project's grid summaries, one cached query. */
export const gridSummariesQuery = (projectId: string) =>
  endpointQuery<typeof gridSummaries>("GET /api/v1/workspaces/module/project/{projectId}/summary", {
    params: { projectId },
  });

/**
 * The live summaries of a project's grid: read in one request, then read again shortly after any
 * change in one of the modules' rooms (or a reconnection), or when the modules shown change.
 * `moduleIds` are the saved modules shown. Summaries stay as they were when a read fails (the card
 * falls back to its description).
 */
export function useGridSummaries(
  projectId: string,
  moduleIds: readonly string[],
  /** The summaries the server read with the page: shown at once, not read again on hydration. */
  initial?: GridSummaries,
): GridSummaries {
  const seed = useServerSeed(initial);
  const summaries = useQuery(gridSummariesQuery(projectId), {
    initialData: seed ?? undefined,
    staleTime: seed ? SERVER_FRESH_MS : 0,
  });
  const key = [...moduleIds].sort().join(",");

  useEffect(() => {
    const query = gridSummariesQuery(projectId);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void invalidateQueries(query.key), REFRESH_DELAY_MS);
    };
    const stops = key ? key.split(",").map((id) => listenToModule(id, schedule)) : [];
    const unwatch = withSocket((socket) => {
      socket.on("connect", schedule);
      return () => socket.off("connect", schedule);
    });
    return () => {
      if (timer) clearTimeout(timer);
      unwatch();
      for (const stop of stops) stop();
    };
  }, [projectId, key]);

  // A module placed or removed: its summary is read with the others.
  const { refetch } = summaries;
  const readFor = useRef(key);
  useEffect(() => {
    if (readFor.current === key) return;
    readFor.current = key;
    void refetch();
  }, [key, refetch]);

  return summaries.data ?? NONE;
}
