import type { CSSProperties } from "react";

/** An item's place in a static grid (grid-layout.module.css `.static`): its saved 12-column cell. */
export const staticPlace = (item: { x: number; y: number; w: number; h: number }) =>
  ({
    "--grid-column": `${item.x + 1} / span ${item.w}`,
    "--grid-row": `${item.y + 1} / span ${item.h}`,
    "--grid-rows": item.h,
  }) as CSSProperties;
