"use client";

import { useCallback, useMemo, useReducer } from "react";
import type { FormConfiguration, FormElement, LogicRule } from "@/modules/form-builder/shared/elements";

// The editor's document with undo/redo: every change pushes the previous document; Save marks the
// current one as saved (the dirty state compares with it).

export interface EditorDoc {
  title: string;
  elements: FormElement[];
  configuration: FormConfiguration;
  logic: LogicRule[];
}

interface State {
  past: EditorDoc[];
  doc: EditorDoc;
  future: EditorDoc[];
  saved: EditorDoc;
}

type Action =
  | { type: "change"; update: (doc: EditorDoc) => EditorDoc }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "saved"; doc: EditorDoc };

const HISTORY = 100;

export function editorReducer(state: State, action: Action): State {
  switch (action.type) {
    case "change": {
      const doc = action.update(state.doc);
      if (doc === state.doc) return state;
      return { ...state, past: [...state.past, state.doc].slice(-HISTORY), doc, future: [] };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, past: state.past.slice(0, -1), doc: previous, future: [state.doc, ...state.future] };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.doc], doc: next, future: rest };
    }
    case "saved":
      return { ...state, saved: action.doc };
  }
}

export const sameDoc = (a: EditorDoc, b: EditorDoc) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useEditorState(initial: EditorDoc) {
  const [state, dispatch] = useReducer(editorReducer, { past: [], doc: initial, future: [], saved: initial });
  const change = useCallback(
    (update: (doc: EditorDoc) => EditorDoc) => dispatch({ type: "change", update }),
    [],
  );
  const dirty = useMemo(() => !sameDoc(state.doc, state.saved), [state.doc, state.saved]);
  return {
    doc: state.doc,
    dirty,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    change,
    undo: useCallback(() => dispatch({ type: "undo" }), []),
    redo: useCallback(() => dispatch({ type: "redo" }), []),
    markSaved: useCallback((doc: EditorDoc) => dispatch({ type: "saved", doc }), []),
  };
}
