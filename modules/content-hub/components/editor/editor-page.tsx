"use client";

import { Fragment, useMemo, useState, type ReactNode } from "react";
import { editorCalls } from "@/modules/content-hub/client/api";
import { useItemSaved } from "@/modules/content-hub/client/item-events";
import { contentListHref } from "@/modules/content-hub/shared/routes";
import type { Post, Product } from "@/modules/content-hub/shared/types";
import { useContentHub } from "../content-hub-context";
import { EditorFrame } from "./editor-frame";
import { useEditorItem, type EditorItem } from "./use-editor-item";

type Loaded<K extends "blog" | "product"> = K extends "blog" ? Post : Product;

/**
 * An editor's page: its item read fresh, the frame (loading, errors), then `children` with it. When
 * the item is saved from elsewhere (Ask AI), it is read again and the editor starts over with it.
 */
export function EditorPage<K extends "blog" | "product">({
  kind,
  id,
  children,
}: {
  kind: K;
  id: string;
  children: (editor: EditorItem<Loaded<K>>, listHref: string) => ReactNode;
}) {
  const info = useContentHub();
  const listHref = contentListHref(info.id, kind === "blog" ? "blog" : "products");
  const calls = useMemo(
    () => editorCalls[kind](info.id, id) as unknown as Parameters<typeof useEditorItem<Loaded<K>>>[0],
    [kind, info.id, id],
  );
  const [revision, setRevision] = useState(0);
  useItemSaved(kind, id, () => setRevision((current) => current + 1));
  const editor = useEditorItem(calls, revision, listHref);
  const ready = editor.item !== null && !editor.stale;
  return (
    <EditorFrame ready={ready} loadError={editor.loadError} backHref={listHref} onRetry={editor.reload}>
      {ready && <Fragment key={revision}>{children(editor, listHref)}</Fragment>}
    </EditorFrame>
  );
}
