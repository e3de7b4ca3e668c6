"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import type { ModuleMembersApi } from "@/lib/client/modules/members-api";
import type { ModuleMember } from "@/lib/modules/types";

interface Loaded {
  version: number;
  members: ModuleMember[] | null;
  error: string | null;
}

/**
 * The module's members, reloaded on demand. The rows shown stay while a reload runs (no flicker);
 * `loading` is true until the current request answers.
 */
export function useModuleMembers(api: ModuleMembersApi) {
  const t = useTranslations("errors");
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ version: -1, members: null, error: null });

  useEffect(() => {
    let live = true;
    api.list().then(
      ({ data }) => {
        if (live) setLoaded({ version, members: data, error: null });
      },
      (caught: unknown) => {
        if (!live) return;
        const error = errorMessage(caught, t("networkError"));
        setLoaded((previous) => ({ version, members: previous.members, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [api, version, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { members: loaded.members, error: loaded.error, loading: loaded.version !== version, reload };
}

/** A person the invite field may suggest. */
export interface SuggestedPerson {
  id: string;
  email: string;
}

/**
 * The people the invite field suggests (those who can see the module), when `load` is given; none
 * if they cannot be loaded: typing an e-mail works without them.
 */
export function useSuggestedPeople(load: (() => Promise<SuggestedPerson[]>) | null): SuggestedPerson[] {
  const [people, setPeople] = useState<{ load: unknown; people: SuggestedPerson[] } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (found) => {
        if (live) setPeople({ load, people: found });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return people && people.load === load ? people.people : [];
}
