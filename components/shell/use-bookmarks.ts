"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { errorMessage } from "@/lib/client/api";
import { moduleApi } from "@/lib/client/modules/api";
import { projectApi } from "@/lib/client/projects/api";
import { useNavigation } from "./navigation-context";

type Apply = (value: boolean) => void;

/**
 * Optimistic bookmarks (spec/shell.md §4): the sidebar (and the caller's own state, through
 * `apply`) change at once; the call follows; a failure rolls both back with an error toast.
 * Success shows 'Project bookmarked' / 'Project removed from bookmarks' (or the Module texts).
 */
export function useBookmarks() {
  const t = useTranslations("bookmarks");
  const tErrors = useTranslations("errors");
  const navigation = useNavigation();

  /** `patch` changes the sidebar and `apply` the caller's state, both at once and back on failure. */
  async function run(
    next: boolean,
    kind: "project" | "module",
    patch: Apply,
    apply: Apply | undefined,
    call: () => Promise<unknown>,
  ) {
    const change = (value: boolean) => {
      patch(value);
      apply?.(value);
    };
    change(next);
    try {
      await call();
      notifications.show({
        color: "teal",
        message: t(
          kind === "project"
            ? next
              ? "projectAdded"
              : "projectRemoved"
            : next
              ? "moduleAdded"
              : "moduleRemoved",
        ),
      });
      navigation.refresh();
    } catch (error) {
      change(!next);
      notifications.show({ color: "red", message: errorMessage(error, tErrors("somethingWentWrong")) });
    }
  }

  return {
    toggleProject(projectId: string, next: boolean, apply?: Apply) {
      return run(
        next,
        "project",
        (value) => navigation.patchProject(projectId, { isBookmark: value }),
        apply,
        () => projectApi.update(projectId, { isBookmark: next }),
      );
    },
    toggleProjectModule(projectId: string, moduleId: string, next: boolean, apply?: Apply) {
      return run(
        next,
        "module",
        (value) => navigation.patchProjectModule(projectId, moduleId, { isBookmark: value }),
        apply,
        () => moduleApi.updatePlaced(moduleId, projectId, { isBookmark: next }),
      );
    },
    toggleWorkspaceModule(moduleId: string, next: boolean, apply?: Apply) {
      return run(
        next,
        "module",
        (value) => navigation.patchWorkspaceModule(moduleId, { isBookmark: value }),
        apply,
        () => moduleApi.updateWorkspaceModule(moduleId, { isBookmark: next }),
      );
    },
  };
}
