"use client";

/** Blank space: room on the grid, nothing to read. */
export function BlankSpaceElement() {
  return <div aria-hidden />;
}
