"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useNow, useTimeZone } from "@/modules/time-tracker/client/clock";
import { localDay } from "@/modules/time-tracker/shared/grouping";

interface ReportingContextValue {
  workspaceId: string;
  userId: string;
  /** The zone reports are read in: the saved one, else the browser's; null on the server. */
  zone: string | null;
  /** Today in that zone (`YYYY-MM-DD`); null until the browser renders, unless the server knew it. */
  today: string | null;
}

const ReportingContext = createContext<ReportingContextValue | null>(null);

/**
 * Who views the reporting pages, and the zone and day their periods are read in. `today`: the day
 * the server read the page's figures for, in the saved or told zone (null without one): the day shown
 * until the browser has its own clock, so the first render in the browser is the server's.
 */
export function ReportingProvider(props: {
  workspaceId: string;
  userId: string;
  savedZone: string | null;
  /** The zone the browser told on an earlier visit (the `tz` cookie): the first render's on "Automatic". */
  toldZone?: string | null;
  today?: string | null;
  children: ReactNode;
}) {
  const zone = useTimeZone(props.savedZone, props.toldZone ?? null);
  const now = useNow(false);
  const today = zone !== null && now !== null ? localDay(now, zone) : (props.today ?? null);
  const value = useMemo(
    () => ({ workspaceId: props.workspaceId, userId: props.userId, zone, today }),
    [props.workspaceId, props.userId, zone, today],
  );
  return <ReportingContext value={value}>{props.children}</ReportingContext>;
}

export function useReporting(): ReportingContextValue {
  const value = useContext(ReportingContext);
  if (!value) throw new Error("useReporting outside ReportingProvider");
  return value;
}
