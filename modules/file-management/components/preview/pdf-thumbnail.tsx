"use client";

import { IconFileTypePdf } from "@tabler/icons-react";
import type { PDFDocumentLoadingTask, RenderTask } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { isCancelled, loadPdfjs, openPdf, thumbnailPdfWorker, withThumbnailSlot } from "./pdfjs";
import classes from "./preview.module.css";

/**
 * A PDF's first page, about `size` pixels wide, in a `size` × `size` box (the top of a tall page),
 * drawn once the box scrolls into view; the PDF icon until then, and if it cannot be drawn.
 * Decorative: the card around it names the file.
 */
export function PdfThumbnail({ src, size }: { src: string; size: number }) {
  const box = useRef<HTMLDivElement | null>(null);
  const holder = useRef<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [drawn, setDrawn] = useState<string | null>(null);
  const key = `${size}:${src}`;

  useEffect(() => {
    const el = box.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setVisible(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const target = holder.current;
    if (!visible || !target) return;
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    let render: RenderTask | null = null;
    // The drawing stays; the document's memory (in the shared worker too) goes, once.
    const close = () => {
      if (task && !task.destroyed) void task.destroy();
    };
    withThumbnailSlot(async () => {
      if (cancelled) return null;
      const pdfjs = await loadPdfjs();
      if (cancelled) return null;
      task = openPdf(pdfjs, src, { worker: thumbnailPdfWorker(pdfjs), firstPageOnly: true });
      try {
        const page = await (await task.promise).getPage(1);
        if (cancelled) return null;
        const wanted = (size / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
        const viewport = page.getViewport({ scale: wanted });
        const canvas = document.createElement("canvas");
        canvas.width = Math.max(1, Math.floor(viewport.width));
        canvas.height = Math.max(1, Math.floor(viewport.height));
        render = page.render({ canvas, viewport });
        await render.promise;
        return canvas;
      } finally {
        close();
      }
    }).then(
      (canvas) => {
        if (cancelled || !canvas) return;
        target.replaceChildren(canvas);
        setDrawn(key);
      },
      (error: unknown) => {
        if (cancelled) return;
        target.replaceChildren();
        if (!isCancelled(error)) setDrawn(null);
      },
    );
    return () => {
      cancelled = true;
      render?.cancel();
      close();
    };
  }, [visible, src, size, key]);

  return (
    <div
      ref={box}
      className={classes.thumb}
      style={{ width: size, height: size }}
      aria-hidden
      data-testid="pdf-thumbnail"
      data-drawn={drawn === key || undefined}
    >
      {drawn !== key && (
        <IconFileTypePdf
          size={Math.round(size * 0.45)}
          stroke={1.2}
          color="var(--mantine-color-red-filled)"
        />
      )}
      <div ref={holder} className={classes.thumbCanvas} />
    </div>
  );
}
