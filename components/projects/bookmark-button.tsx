"use client";

import { ActionIcon } from "@mantine/core";
import { IconBookmark, IconBookmarkFilled } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useBookmarks } from "@/components/shell/use-bookmarks";

interface BookmarkButtonProps {
  project: { id: string; name: string; isBookmark: boolean };
  className?: string;
  /** Called once a removal went through (the Bookmarks screen then drops the project). */
  onRemoved?: () => void;
}

/** The optimistic bookmark toggle of one project (toasts and rollback come from useBookmarks). */
export function BookmarkButton({ project, className, onRemoved }: BookmarkButtonProps) {
  const t = useTranslations("projects.card");
  const { toggleProject } = useBookmarks();
  const [bookmarked, setBookmarked] = useState(project.isBookmark);
  const [source, setSource] = useState(project.isBookmark);
  const [busy, setBusy] = useState(false);
  // A fresh server value (after a refresh) wins over the local one.
  if (source !== project.isBookmark) {
    setSource(project.isBookmark);
    setBookmarked(project.isBookmark);
  }

  async function toggle() {
    const next = !bookmarked;
    let settled = next;
    setBusy(true);
    await toggleProject(project.id, next, (value) => {
      settled = value;
      setBookmarked(value);
    });
    setBusy(false);
    if (!next && settled === next) onRemoved?.();
  }

  return (
    <ActionIcon
      className={className}
      variant="subtle"
      color={bookmarked ? "yellow" : "gray"}
      aria-pressed={bookmarked}
      aria-label={t(bookmarked ? "unbookmark" : "bookmark", { name: project.name })}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="project-bookmark"
    >
      {bookmarked ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
    </ActionIcon>
  );
}
