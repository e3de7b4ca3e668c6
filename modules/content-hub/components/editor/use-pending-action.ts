"use client";

import { useState } from "react";
import { errorMessage } from "@/lib/client/api";

/**
 * One action at a time and which one runs (its button shows loading, the others wait), with the
 * failure's message (the server's, else `failed`) kept until the next action.
 */
export function usePendingAction<K extends string>(failed: string) {
  const [pending, setPending] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: K, work: () => Promise<void>) => {
    setPending(kind);
    setError(null);
    try {
      await work();
    } catch (cause) {
      setError(errorMessage(cause, failed));
    } finally {
      setPending(null);
    }
  };
  return { pending, error, setError, run };
}
