"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/lib/client/tasks/api";
import type { TaskModuleMember, TaskPerson } from "@/lib/tasks/types";

interface Loaded {
  version: number;
  members: TaskModuleMember[] | null;
  error: string | null;
}

/**
 * The module's members, reloaded on demand. The rows shown stay while a reload runs (no flicker);
 * `loading` is true until the current request answers.
 */
export function useTaskMembers(moduleId: string) {
  const t = useTranslations("errors");
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ version: -1, members: null, error: null });

  useEffect(() => {
    let live = true;
    taskApi.members(moduleId).then(
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
  }, [moduleId, version, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { members: loaded.members, error: loaded.error, loading: loaded.version !== version, reload };
}

/**
 * The people who can see the module (suggestions of the invite field), when `moduleId` is given;
 * none if they cannot be loaded: typing an e-mail works without them.
 */
export function useModulePeople(moduleId: string | null): TaskPerson[] {
  const [people, setPeople] = useState<{ moduleId: string; people: TaskPerson[] } | null>(null);
  useEffect(() => {
    if (!moduleId) return;
    let live = true;
    taskApi.module(moduleId).then(
      (info) => {
        if (live) setPeople({ moduleId, people: info.people });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [moduleId]);
  return people && people.moduleId === moduleId ? people.people : [];
}
