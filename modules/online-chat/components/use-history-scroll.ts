"use client";

import { useCallback, useLayoutEffect, useRef, type UIEvent } from "react";

/** Within this many pixels of the top, scrolling reads the page of older messages. */
const LOAD_OLDER_PX = 200;
/** Within this many pixels of the bottom, a new message keeps the view at the bottom. */
const NEAR_BOTTOM_PX = 120;

/**
 * A conversation's scrolling: at the newest message on open and as messages come (or are sent,
 * `pending`) while the reader is at the bottom; near the top the page before is read and the view
 * keeps its distance from the bottom (the 'Load older messages' button stays for keys).
 */
export function useHistoryScroll(
  shown: readonly { seq: number }[],
  pending: number,
  messages: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<void> },
) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const firstSeq = shown[0]?.seq ?? 0;
  const lastSeq = shown.at(-1)?.seq ?? 0;
  const { hasMore, loadingMore, loadMore } = messages;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keepFromBottom.current === null || loadingMore) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstSeq, loadingMore]);
  /** At the bottom again if the reader was there (a virtual list's rows measured taller, say). */
  const stick = useCallback(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, []);
  useLayoutEffect(stick, [lastSeq, pending, stick]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < LOAD_OLDER_PX && hasMore && !loadingMore) {
      keepFromBottom.current = element.scrollHeight - element.scrollTop;
      void loadMore();
    }
  };
  /** Back to the newest message (after sending one). */
  const toBottom = () => {
    atBottom.current = true;
  };
  return { scroller, atBottom, onScroll, toBottom, stick };
}
