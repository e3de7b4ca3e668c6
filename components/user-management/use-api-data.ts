"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";

interface Loaded<T> {
  key: string;
  data: T | null;
  error: unknown;
}

/**
 * GETs `/api/v1{path}` and reloads it on demand. The previous data stays shown while the next
 * page or search loads (no flicker); `loading` is true until the current request answers.
 */
export function useApiData<T>(path: string, reloadKey = 0) {
  const t = useTranslations("errors");
  const [version, setVersion] = useState(0);
  const key = `${path}#${reloadKey}#${version}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: "", data: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal }).then(
      (data) => setLoaded({ key, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ key, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const error = loaded.error === null ? null : errorMessage(loaded.error, t("networkError"));
  return { data: loaded.data, error, loading: loaded.key !== key, reload };
}
