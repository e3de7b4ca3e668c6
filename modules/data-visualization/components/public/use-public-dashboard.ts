"use client";

import { useEffect, useEffectEvent } from "react";
import { endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { useServerSeed } from "@/lib/client/query/use-server-seed";
import { useBrowserTimeZone } from "@/lib/client/time-zone";
import type * as shares from "@/modules/data-visualization/contracts/shares";
import { isStale, PUBLIC_REFRESH_MS, type PublicFirst } from "./public-first";

/** How often a visible page checks whether its data is due (PUBLIC_REFRESH_MS after the last read). */
const REFRESH_CHECK_MS = 30_000;

/** GET /public/dashboards/{token} in `zone`: the link's cookie (set by its password) goes with it. */
const publicDashboardQuery = (token: string, zone: string) =>
  endpointQuery<typeof shares.openSharedDashboard>("GET /api/v1/public/dashboards/{token}", {
    params: { token },
    query: { zone },
  });

/**
 * A published dashboard as the visitor's browser reads it: in its own time zone (the server's render
 * used the zone it told on an earlier visit, `told`; a browser elsewhere reads again, showing the
 * server's answer meanwhile), again every five minutes while the page is visible and at once when it
 * comes back after longer. Nothing is read for a link the server found closed.
 */
export function usePublicDashboard(token: string, first: PublicFirst | null, told: string | null) {
  const zone = useBrowserTimeZone(told);
  const closed = first?.kind === "closed" ? first.state : null;
  const seed = useServerSeed(first?.kind === "answer" ? first : null);
  const initial = seed && seed.zone === zone ? seed.dashboard : undefined;
  const query = useQuery(zone && !closed ? publicDashboardQuery(token, zone) : null, {
    initialData: initial,
    staleTime: initial ? PUBLIC_REFRESH_MS : 0,
    keepPrevious: true,
  });
  const open = query.data?.access === "open";

  const refresh = useEffectEvent(() => {
    if (document.visibilityState !== "visible" || query.fetching) return;
    if (isStale(query.updatedAt, Date.now())) void query.refetch();
  });
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(refresh, REFRESH_CHECK_MS);
    const onVisible = () => refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [open]);

  return { zone, closed, query };
}
