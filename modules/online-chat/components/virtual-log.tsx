"use client";

import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import type { RefObject } from "react";

// A conversation's messages as a virtual list (issue 32: "a virtualised message list"): only the
// rows in view, and a few either side, are in the page, however many pages of history have been
// read. Rows are measured as they render (images keep their size from the message, so a row's
// height is known once it is drawn); rows above the view that turn out taller or shorter than
// estimated move the scroll position by the difference, so what is read stays still.

/** Rows rendered beyond the view on each side. */
const OVERSCAN = 10;
/** A row's height before it is measured: a line of text with its author, and a shown image. */
const LINE_ROW = 58;
const IMAGE_ROW = 250;

export interface LogRow {
  key: string;
  /** Whether it shows an image (a taller estimate until measured). */
  image?: boolean;
}

/** What a row is estimated at before it is drawn. */
export const estimateRow = (row: LogRow | undefined) => (row?.image ? IMAGE_ROW : LINE_ROW);

/**
 * The virtualizer of a log whose newest row is at the bottom: before the scroller is measured (the
 * server's render, hydration) the range is taken from the bottom, where the view opens.
 */
export function useVirtualLog(
  scroller: RefObject<HTMLDivElement | null>,
  rows: readonly LogRow[],
): Virtualizer<HTMLDivElement, Element> {
  // No React Compiler here; the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateRow(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    initialOffset: () => rows.reduce((sum, row) => sum + estimateRow(row), 0),
    // Scroll updates render in React's normal batches (each message's menus and tooltips detach
    // their refs as it unmounts; synchronous re-renders on every scroll event pile those up).
    useFlushSync: false,
  });
}
