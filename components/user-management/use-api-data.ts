"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { errorMessage } from "@/lib/client/api";

interface Loaded<T> {
  key: string;
  data: T | null;
  error: unknown;
}

/**
 * Reads `load` (a call of a lib/client API) and reads it again when `key` (what it asks for: page,
 * search...) or `reloadKey` changes, or on `reload()`. The previous data stays shown while the next
 * page or search loads (no flicker); `loading` is true until the current request answers.
 */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, reloadKey = 0) {
  const t = useTranslations("errors");
  const [version, setVersion] = useState(0);
  const requestKey = `${key}#${reloadKey}#${version}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: "", data: null, error: null });
  const request = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(
      (data) => setLoaded({ key: requestKey, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ key: requestKey, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const error = loaded.error === null ? null : errorMessage(loaded.error, t("networkError"));
  return { data: loaded.data, error, loading: loaded.key !== requestKey, reload };
}
