"use client";

import { useEffect, useRef } from "react";
import { useModuleRoom } from "@/lib/client/module-room";
import { invalidateQueries, type QueryFilter } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import type { ModuleEnvelope } from "@/lib/modules/realtime";

/** How long a burst of a module's events is gathered before its queries are read again. */
const ROOM_DELAY_MS = 150;

export interface RoomInvalidationOptions {
  /** The queries to read again (default: every query of the module, its `moduleId:<id>` tag). */
  filter?: QueryFilter;
  /** Which events count (default: all of the module's); e.g. by `tag` or event type. */
  events?: (envelope: ModuleEnvelope) => boolean;
  /** Gathers a burst of events into one invalidation (ms, default 150). */
  delay?: number;
}

/**
 * Keeps a module's cached reads live: an event in its room (another user's or tab's change, or this
 * tab's `emitLocalModuleEvent`) invalidates the module's queries, so those on screen are read again;
 * a reconnection or a withdrawn access does it at once (events may have been missed; the gate's
 * 403/404 then reaches the view).
 */
export function useRoomInvalidation(moduleId: string | null, options: RoomInvalidationOptions = {}): void {
  const { filter, events, delay = ROOM_DELAY_MS } = options;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [moduleId],
  );

  const invalidate = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (moduleId) invalidateQueries(filter ?? { tag: moduleTag(moduleId) });
  };
  useModuleRoom(
    moduleId,
    (envelope) => {
      if (events && !events(envelope)) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(invalidate, delay);
    },
    invalidate,
  );
}
