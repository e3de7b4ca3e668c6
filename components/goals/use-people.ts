"use client";

import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ApiError, errorMessage } from "@/lib/client/api";
import { searchPeople } from "@/lib/client/goals/api";
import { MEMBER_LIST_MAX_LIMIT } from "@/lib/schemas/members";
import type { PickerUser } from "@/lib/users/types";

interface PeopleState {
  /** The search the rows answer ("" for the first load). */
  search: string;
  people: PickerUser[] | null;
  error: string | null;
  /** The caller may not see the workspace's people (403). */
  forbidden: boolean;
}

/**
 * The workspace's people for the owner and invite pickers (GET /users). The first load brings up to
 * MEMBER_LIST_MAX_LIMIT by name, filtered in the browser; only a larger workspace asks the server
 * again for what is typed.
 */
export function usePeople(typed: string) {
  const tErrors = useTranslations("errors");
  const [state, setState] = useState<PeopleState>({
    search: "",
    people: null,
    error: null,
    forbidden: false,
  });
  const [all, setAll] = useState<boolean | null>(null);
  const [debounced] = useDebouncedValue(typed.trim(), 300);
  // Below the page size every person is here already; the browser's filter is enough.
  const search = all === false ? debounced : "";

  useEffect(() => {
    const controller = new AbortController();
    searchPeople(search, controller.signal).then(
      (people) => {
        if (controller.signal.aborted) return;
        if (search === "") setAll(people.length < MEMBER_LIST_MAX_LIMIT);
        setState({ search, people, error: null, forbidden: false });
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const forbidden = caught instanceof ApiError && caught.status === 403;
        setState((current) => ({
          search,
          people: current.people,
          error: forbidden ? null : errorMessage(caught, tErrors("networkError")),
          forbidden,
        }));
      },
    );
    return () => controller.abort();
  }, [search, tErrors]);

  return {
    people: state.people ?? [],
    loading: state.people === null && !state.error && !state.forbidden,
    searching: state.search !== search,
    error: state.error,
    forbidden: state.forbidden,
  };
}
