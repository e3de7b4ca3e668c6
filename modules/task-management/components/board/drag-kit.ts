"use client";

import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { createContext, type ComponentType, type CSSProperties, type ReactNode } from "react";
import type { BoardCardProps } from "./board-card";
import type { BoardColumnProps } from "./board-column";
import type { PlaceholderColumnProps } from "./placeholder-column";

/** The placeholder column's droppable id. */
export const PLACEHOLDER_ID = "board-placeholder";

/**
 * A column or card as dnd-kit's useSortable binds it (drag-layer.tsx), or, before the drag layer
 * has loaded, the same handle attributes without refs, listeners or movement.
 */
export interface SortableItem {
  setNodeRef?: (element: HTMLElement | null) => void;
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  /** The drag handle's role, tabIndex and aria-* (aria-describedby only once dnd-kit describes it). */
  attributes: Omit<DraggableAttributes, "aria-describedby"> & { "aria-describedby"?: string };
  listeners: DraggableSyntheticListeners;
  style?: CSSProperties;
  isDragging: boolean;
}

/** A handle's attributes before the drag layer arrives: what useSortable gives an item at rest. */
export function restingItem(roleDescription: string, disabled: boolean): SortableItem {
  return {
    attributes: {
      role: "button",
      tabIndex: 0,
      "aria-disabled": disabled,
      "aria-pressed": undefined,
      "aria-roledescription": roleDescription,
    },
    listeners: undefined,
    isDragging: false,
  };
}

/**
 * The drag layer's pieces: the sortable contexts around the columns and around each column's
 * cards, and the sortable column, card and droppable placeholder. Without them (null, until
 * drag-layer.tsx has loaded after the board's first paint) the board renders the same markup, static.
 */
export interface DragKit {
  Columns: ComponentType<{ items: string[]; children: ReactNode }>;
  Cards: ComponentType<{ columnId: string; items: string[]; children: ReactNode }>;
  Column: ComponentType<BoardColumnProps>;
  Card: ComponentType<BoardCardProps>;
  Placeholder: ComponentType<PlaceholderColumnProps>;
}

export const DragKitContext = createContext<DragKit | null>(null);

/** Where the board has no drag layer yet: the children as they are. */
export function Plain({ children }: { children: ReactNode }) {
  return children;
}
