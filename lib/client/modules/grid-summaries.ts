"use client";

import { useEffect, useRef, useState } from "react";
import { call } from "@/lib/client/api";
import type { gridSummaries } from "@/lib/contracts/modules";
import { withSocket } from "@/lib/client/socket";
import { listenToModule } from "@/lib/client/module-room";
import type { GridSummaries } from "@/lib/modules/summaries";

/** How long a burst of changes is gathered before the summaries are read again. */
const REFRESH_DELAY_MS = 400;

export const gridSummariesApi = {
  get: (projectId: string) =>
    call<typeof gridSummaries>("GET /api/v1/workspaces/module/project/{projectId}/summary", {
      params: { projectId },
    }),
};

/**
 * The live summaries of a project's grid: read in one request, then read again shortly after any
 * change in one of the modules' rooms (or a reconnection). `moduleIds` are the saved modules shown.
 * Summaries stay as they were when a read fails (the card falls back to its description).
 */
export function useGridSummaries(projectId: string, moduleIds: readonly string[]): GridSummaries {
  const [summaries, setSummaries] = useState<GridSummaries>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = [...moduleIds].sort().join(",");

  useEffect(() => {
    let live = true;
    const load = () =>
      gridSummariesApi.get(projectId).then(
        (next) => {
          if (live) setSummaries(next);
        },
        () => undefined,
      );
    const schedule = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(), REFRESH_DELAY_MS);
    };
    void load();
    const stops = key ? key.split(",").map((id) => listenToModule(id, schedule)) : [];
    const unwatch = withSocket((socket) => {
      socket.on("connect", schedule);
      return () => socket.off("connect", schedule);
    });
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
      unwatch();
      for (const stop of stops) stop();
    };
  }, [projectId, key]);

  return summaries;
}
