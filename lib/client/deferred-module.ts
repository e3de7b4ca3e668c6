"use client";

import { useEffect, useState } from "react";

/**
 * A module a page needs only after an interaction (or just after its first paint): loaded with
 * `import()`, so it is no part of the page's first-load JS, and kept once loaded.
 */
export interface DeferredModule<M> {
  /** Starts loading (once; a failed load is tried again by the next call). */
  load: () => Promise<M>;
  /** The module, when it has loaded. */
  loaded: () => M | null;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/**
 * The module once it has loaded, null before. Loading starts after the component mounts, as soon as
 * `wanted`; a module loaded earlier (by another component) is there from the first render.
 */
export function useDeferredModule<M>(module: DeferredModule<M>, wanted = true): M | null {
  const [value, setValue] = useState<M | null>(module.loaded);
  useEffect(() => {
    if (value || !wanted) return;
    let live = true;
    module.load().then(
      (loaded) => {
        if (live) setValue(() => loaded);
      },
      () => {
        // Not loaded (offline, a new deployment): the caller keeps its fallback.
      },
    );
    return () => {
      live = false;
    };
  }, [module, value, wanted]);
  return value;
}
