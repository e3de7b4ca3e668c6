"use client";

import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import "./diagram.css";
import type Viewer from "bpmn-js/lib/Viewer";
import type Canvas from "diagram-js/lib/core/Canvas";
import { useEffect, useEffectEvent, useRef } from "react";

/** How the viewer marks an element: on the path taken, where a run waits, where it failed. */
export type DiagramMark = "done" | "waiting" | "failed" | "issue";

/**
 * A process drawn by bpmn-js (its Viewer, or its NavigatedViewer with pan and zoom when
 * `navigable`), fitted to its box; `marks` colour elements by id. Calls `onError` when the source
 * cannot be drawn (not BPMN, or no diagram in it), `onReady` once it is drawn.
 */
export default function DiagramCanvas(props: {
  xml: string;
  navigable?: boolean;
  marks?: ReadonlyMap<string, DiagramMark>;
  label: string;
  className?: string;
  onError?: (error: Error) => void;
  onReady?: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const applied = useRef<Map<string, DiagramMark>>(new Map());
  const { xml, navigable, onError, onReady, marks } = props;
  const failed = useEffectEvent((error: Error) => onError?.(error));
  const drawn = useEffectEvent((instance: Viewer) => {
    applied.current = new Map();
    paint(instance, marks, applied.current);
    onReady?.();
  });

  useEffect(() => {
    let cancelled = false;
    const container = host.current;
    if (!container) return;
    void (async () => {
      const Module = navigable
        ? (await import("bpmn-js/lib/NavigatedViewer")).default
        : (await import("bpmn-js/lib/Viewer")).default;
      if (cancelled) return;
      const instance = new Module({ container });
      viewer.current = instance;
      try {
        await instance.importXML(xml);
        if (cancelled) return;
        const canvas = instance.get<Canvas>("canvas");
        canvas.zoom("fit-viewport");
        drawn(instance);
      } catch (error) {
        if (!cancelled) failed(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [xml, navigable]);

  useEffect(() => {
    if (viewer.current) paint(viewer.current, marks, applied.current);
  }, [marks]);

  // A still picture (a card's preview) is an image whose canvas is inert (nothing in it takes focus;
  // the bpmn.io mark stays shown); the viewer's canvas pans and zooms, a labelled group.
  return navigable ? (
    <div
      ref={host}
      className={`wa-diagram ${props.className ?? ""}`}
      role="group"
      aria-label={props.label}
      data-testid="bpmn-diagram"
    />
  ) : (
    <div role="img" aria-label={props.label} style={{ width: "100%", height: "100%" }}>
      <div ref={host} className={`wa-diagram ${props.className ?? ""}`} inert data-testid="bpmn-diagram" />
    </div>
  );
}

/** Moves the marks from what was painted to `next` (an element not in the diagram is skipped). */
function paint(
  viewer: Viewer,
  next: ReadonlyMap<string, DiagramMark> | undefined,
  applied: Map<string, DiagramMark>,
): void {
  let canvas: Canvas;
  try {
    canvas = viewer.get<Canvas>("canvas");
  } catch {
    return;
  }
  const registry = viewer.get<{ get(id: string): unknown }>("elementRegistry");
  for (const [id, mark] of applied) {
    if (next?.get(id) === mark) continue;
    if (registry.get(id)) canvas.removeMarker(id, `wa-mark-${mark}`);
    applied.delete(id);
  }
  for (const [id, mark] of next ?? []) {
    if (applied.get(id) === mark || !registry.get(id)) continue;
    canvas.addMarker(id, `wa-mark-${mark}`);
    applied.set(id, mark);
  }
}
