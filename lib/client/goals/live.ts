"use client";

import { useEffect, useRef } from "react";
import { withSocket } from "@/lib/client/socket";
import { GOALS_CHANGED_EVENT, type GoalsChangedPayload } from "@/lib/goals/api";

function changedIds(payload: unknown): string[] {
  if (!payload || typeof payload !== "object") return [];
  const { goalIds } = payload as Partial<GoalsChangedPayload>;
  return Array.isArray(goalIds) ? goalIds.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Listens to the workspace room for goals whose progress or fields changed (only ids: the page
 * refetches what it shows through the API). `onReconnect` runs after a lost connection comes back,
 * when events may have been missed.
 */
export function useGoalsChanged(onChange: (goalIds: string[]) => void, onReconnect: () => void): void {
  const handlers = useRef({ onChange, onReconnect });
  useEffect(() => {
    handlers.current = { onChange, onReconnect };
  });
  useEffect(
    () =>
      withSocket((socket) => {
        const receive = (payload: unknown) => {
          const ids = changedIds(payload);
          if (ids.length > 0) handlers.current.onChange(ids);
        };
        const reconnect = () => handlers.current.onReconnect();
        socket.on(GOALS_CHANGED_EVENT, receive);
        socket.io.on("reconnect", reconnect);
        return () => {
          socket.off(GOALS_CHANGED_EVENT, receive);
          socket.io.off("reconnect", reconnect);
        };
      }),
    [],
  );
}
