"use client";

import { useEffect, useRef, useState } from "react";

/** A message searched for is looked for in at most this many pages of history. */
const FOCUS_PAGES = 30;
/** How long a message shown from a search stays marked. */
const FOCUS_MARK_MS = 2_500;

const revealElement = (id: string) =>
  document.getElementById(`chat-message-${id}`)?.scrollIntoView({ block: "center" });

/**
 * Brings the message `id` into view once: reads older pages until it is loaded (at most FOCUS_PAGES),
 * scrolls it to the middle, and answers its id while it is marked.
 */
export function useFocus(
  id: string | null,
  shown: readonly { id: string }[],
  /** How the view reads what comes before what it shows. */
  messages: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<void> | void },
  /** Whether the view keeps to its newest message: off once a message is shown. */
  atBottomRef: { current: boolean },
  /** Scrolls a loaded message to the middle (a virtual list's own way); default: its element's. */
  reveal: (id: string) => void = revealElement,
): string | null {
  const [marked, setMarked] = useState<string | null>(null);
  const done = useRef<string | null>(null);
  const pages = useRef(0);
  const { hasMore, loadingMore } = messages;
  // The latest reader, whatever its identity (a view may make a new one each render): the effect
  // below must not run again, and drop its marking, because of it.
  const loadMore = useRef(messages.loadMore);
  const revealer = useRef(reveal);
  useEffect(() => {
    loadMore.current = messages.loadMore;
    revealer.current = reveal;
  });
  const present = id !== null && shown.some((message) => message.id === id);
  useEffect(() => {
    if (!id || done.current === id) return;
    if (present) {
      done.current = id;
      atBottomRef.current = false;
      revealer.current(id);
      const mark = setTimeout(() => setMarked(id), 0);
      const unmark = setTimeout(() => setMarked(null), FOCUS_MARK_MS);
      return () => {
        clearTimeout(mark);
        clearTimeout(unmark);
      };
    }
    if (hasMore && !loadingMore && pages.current < FOCUS_PAGES) {
      pages.current += 1;
      void loadMore.current();
    }
    return undefined;
  }, [id, present, hasMore, loadingMore, atBottomRef]);
  return marked;
}
