// What a key does in the grid while no cell is being edited; pure, so the keyboard is testable.
import type { CellPlace } from "./clipboard";

export type GridAction =
  | { kind: "move"; to: CellPlace; extend: boolean }
  | { kind: "edit"; typed: string | null }
  | { kind: "toggle" }
  | { kind: "clear" }
  | { kind: "expand" }
  | { kind: "collapse" }
  | { kind: "undo" }
  | { kind: "selectAll" }
  | { kind: "none" };

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Rows a Page Up or Page Down moves by. */
export const PAGE_ROWS = 15;

/**
 * The action of a key at `at` in a grid of `rows` × `cols` (`checkbox`: the active column's cells are
 * check boxes, toggled by Space and Enter). Arrows move (Shift extends the range, Ctrl/Cmd goes to the
 * edge), Tab and Shift+Tab move across, Home/End to the row's ends (with Ctrl/Cmd: the grid's), Page
 * Up/Down by 15 rows, Enter or F2 edit, a printable key edits starting with it, Delete and Backspace
 * empty the range, Shift+Enter opens the record, Escape collapses the range, Ctrl/Cmd+Z undoes,
 * Ctrl/Cmd+A selects all.
 */
export function gridAction(
  event: KeyLike,
  at: CellPlace,
  rows: number,
  cols: number,
  checkbox: boolean,
): GridAction {
  const mod = event.ctrlKey || event.metaKey;
  const go = (row: number, col: number, extend = event.shiftKey): GridAction => ({
    kind: "move",
    to: { row: Math.max(0, Math.min(rows - 1, row)), col: Math.max(0, Math.min(cols - 1, col)) },
    extend,
  });
  switch (event.key) {
    case "ArrowUp":
      return go(mod ? 0 : at.row - 1, at.col);
    case "ArrowDown":
      return go(mod ? rows - 1 : at.row + 1, at.col);
    case "ArrowLeft":
      return go(at.row, mod ? 0 : at.col - 1);
    case "ArrowRight":
      return go(at.row, mod ? cols - 1 : at.col + 1);
    case "Tab":
      if (!event.shiftKey && at.col === cols - 1)
        return at.row < rows - 1 ? go(at.row + 1, 0, false) : { kind: "none" };
      if (event.shiftKey && at.col === 0)
        return at.row > 0 ? go(at.row - 1, cols - 1, false) : { kind: "none" };
      return go(at.row, at.col + (event.shiftKey ? -1 : 1), false);
    case "Home":
      return go(mod ? 0 : at.row, 0);
    case "End":
      return go(mod ? rows - 1 : at.row, cols - 1);
    case "PageUp":
      return go(at.row - PAGE_ROWS, at.col);
    case "PageDown":
      return go(at.row + PAGE_ROWS, at.col);
    case "Enter":
      if (event.shiftKey) return { kind: "expand" };
      return checkbox ? { kind: "toggle" } : { kind: "edit", typed: null };
    case "F2":
      return { kind: "edit", typed: null };
    case " ":
      if (checkbox) return { kind: "toggle" };
      break;
    case "Delete":
    case "Backspace":
      return { kind: "clear" };
    case "Escape":
      return { kind: "collapse" };
  }
  if (mod && event.key.toLowerCase() === "z" && !event.shiftKey) return { kind: "undo" };
  if (mod && event.key.toLowerCase() === "a") return { kind: "selectAll" };
  if (!mod && !event.altKey && event.key.length === 1 && !checkbox) return { kind: "edit", typed: event.key };
  return { kind: "none" };
}
