"use client";

import type { Virtualizer } from "@tanstack/react-virtual";
import type { ReactNode } from "react";

/**
 * The rows a TanStack virtualizer has in view, each measured as it is drawn and placed at its offset,
 * in a box as tall as all of them: what a virtual list renders (a board column's cards, a chat's
 * messages). `render` draws one item; a missing one draws nothing.
 */
export function VirtualRows<T>(props: {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  const { virtualizer, items } = props;
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: "absolute",
              top: 0,
              left: 0,
              width: "100%",
              transform: `translateY(${row.start}px)`,
            }}
          >
            {props.render(item)}
          </div>
        );
      })}
    </div>
  );
}
