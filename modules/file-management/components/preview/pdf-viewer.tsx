"use client";

import { ActionIcon, Center, Group, Loader, Text } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { IconArrowAutofitWidth, IconFileAlert, IconLock, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy, RenderTask } from "pdfjs-dist";
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { isCancelled, isPasswordError, loadPdfjs, openPdf } from "./pdfjs";
import { PreviewMessage } from "./preview-message";
import classes from "./preview.module.css";

/** CSS pixels per PDF point: a zoom of 1 shows a page at its printed size. */
const CSS_PER_POINT = 96 / 72;
/** The pages' padding and the gap between them (.pdfPages). */
const PAGE_GAP = 12;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 5;
const ZOOM_STEP = 1.25;
/** A canvas's most pixels (4096²): bigger ones fail or crawl on phones, so a page is never drawn finer. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

/** A page's size at zoom 1, in CSS pixels. */
interface PageSize {
  width: number;
  height: number;
}

type Loaded = { status: "ready"; pages: PageSize[] } | { status: "error"; password: boolean };

const sizeOf = (page: PDFPageProxy): PageSize => {
  const viewport = page.getViewport({ scale: CSS_PER_POINT });
  return { width: viewport.width, height: viewport.height };
};

const sameSize = (a: PageSize, b: PageSize) => a.width === b.width && a.height === b.height;

/**
 * A PDF drawn with PDF.js: its pages stacked in a scroll area, each drawn only near the view, with
 * zoom and fit-to-width. The document is opened for `src` and destroyed when it changes or closes.
 */
export function PdfViewer({ src, title }: { src: string; title: string }) {
  return <PdfDocument key={src} src={src} title={title} />;
}

function PdfDocument({ src, title }: { src: string; title: string }) {
  const t = useTranslations("fileManagement.preview");
  const docRef = useRef<PDFDocumentProxy | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    loadPdfjs()
      .then(async (pdfjs) => {
        if (cancelled) return;
        task = openPdf(pdfjs, src);
        const pdf = await task.promise;
        const first = sizeOf(await pdf.getPage(1));
        if (cancelled) return;
        docRef.current = pdf;
        // Every page placed at the first one's size; their own sizes follow (most documents have one).
        setLoaded({ status: "ready", pages: Array.from({ length: pdf.numPages }, () => first) });
        const pages = await Promise.all(
          Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1).then(sizeOf)),
        );
        if (!cancelled && pages.some((page) => !sameSize(page, first))) setLoaded({ status: "ready", pages });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A page's size that could not be read leaves the first one's in its place.
        setLoaded((current) =>
          current?.status === "ready" ? current : { status: "error", password: isPasswordError(error) },
        );
      });
    return () => {
      cancelled = true;
      docRef.current = null;
      void task?.destroy();
    };
  }, [src]);

  if (!loaded)
    return (
      <Center className={classes.stage}>
        <Loader role="status" aria-label={t("loading")} />
      </Center>
    );
  if (loaded.status === "error")
    return (
      <PreviewMessage
        icon={
          loaded.password ? <IconLock size={56} stroke={1.2} /> : <IconFileAlert size={56} stroke={1.2} />
        }
        text={loaded.password ? t("pdfPassword") : t("pdfError")}
        testId="pdf-viewer-error"
      />
    );
  return <PdfPages docRef={docRef} pages={loaded.pages} title={title} />;
}

function PdfPages({
  docRef,
  pages,
  title,
}: {
  docRef: RefObject<PDFDocumentProxy | null>;
  pages: PageSize[];
  title: string;
}) {
  const t = useTranslations("fileManagement.preview");
  const format = useFormatter();
  const { ref: sizeRef, width } = useElementSize<HTMLDivElement>();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const ref = useMergedRef(sizeRef, scrollRef);
  const [zoom, setZoom] = useState<number | "fit">("fit");
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const [current, setCurrent] = useState(1);
  const pageEls = useRef<HTMLElement[]>([]);
  // The page at the top of the view and how far into it (0–1), kept across a zoom or a resize.
  const anchor = useRef<{ index: number; ratio: number } | null>(null);
  const frame = useRef(0);

  const measured = width > 0;
  const room = Math.max(1, width - 2 * PAGE_GAP);
  const scaleOf = (page: PageSize) => (zoom === "fit" ? room / page.width : zoom);
  const currentScale = scaleOf(pages[current - 1] ?? pages[0]!);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root || !measured) return;
    pageEls.current = Array.from(root.querySelectorAll<HTMLElement>("[data-page]"));
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      // A view's height above and below: pages are drawn before they scroll in.
      { root, rootMargin: "100% 0px" },
    );
    for (const el of pageEls.current) observer.observe(el);
    return () => observer.disconnect();
  }, [measured, pages.length]);

  // After a zoom or a resize, the page that was at the top is there again.
  useLayoutEffect(() => {
    const root = scrollRef.current;
    const at = anchor.current;
    const el = at && pageEls.current[at.index];
    if (!root || !at || !el) return;
    root.scrollTop = el.offsetTop + at.ratio * el.offsetHeight;
    root.scrollLeft = (root.scrollWidth - root.clientWidth) / 2;
  }, [zoom, room]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const locate = () => {
    frame.current = 0;
    const root = scrollRef.current;
    const els = pageEls.current;
    if (!root || els.length === 0) return;
    // The first page whose bottom is below a third of the view is the one being read.
    const firstBelow = (y: number) => {
      let low = 0;
      let high = els.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        const el = els[mid]!;
        if (el.offsetTop + el.offsetHeight <= y) low = mid + 1;
        else high = mid;
      }
      return low;
    };
    const top = firstBelow(root.scrollTop);
    const topEl = els[top]!;
    anchor.current = { index: top, ratio: (root.scrollTop - topEl.offsetTop) / topEl.offsetHeight };
    setCurrent(firstBelow(root.scrollTop + root.clientHeight / 3) + 1);
  };
  const onScroll = () => {
    if (!frame.current) frame.current = requestAnimationFrame(locate);
  };

  const zoomTo = (value: number) => {
    if (!anchor.current) locate();
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value)));
  };
  const fitWidth = () => {
    if (!anchor.current) locate();
    setZoom("fit");
  };

  return (
    <div className={classes.pdf} data-testid="pdf-viewer">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="pdf-viewer-page">
          {t("pdfPage", { page: current, pages: pages.length })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={currentScale <= MIN_ZOOM}
            onClick={() => zoomTo(currentScale / ZOOM_STEP)}
            aria-label={t("zoomOut")}
          >
            <IconZoomOut size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" w={52} ta="center">
            {format.number(currentScale, { style: "percent", maximumFractionDigits: 0 })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={currentScale >= MAX_ZOOM}
            onClick={() => zoomTo(currentScale * ZOOM_STEP)}
            aria-label={t("zoomIn")}
          >
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant={zoom === "fit" ? "light" : "subtle"}
            color="gray"
            onClick={fitWidth}
            aria-label={t("fitWidth")}
            aria-pressed={zoom === "fit"}
          >
            <IconArrowAutofitWidth size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {/* Focusable so the keyboard scrolls it; labelled by the file. */}
      <div
        ref={ref}
        className={classes.pdfScroll}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={title}
        data-scrolls-x
      >
        {measured && (
          <div className={classes.pdfPages}>
            {pages.map((page, i) => (
              <PdfPage
                key={i}
                docRef={docRef}
                number={i + 1}
                size={page}
                scale={scaleOf(page)}
                near={near.has(i + 1)}
                label={t("pdfPageLabel", { page: i + 1 })}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** One page: a box of its size, drawn into a canvas while it is near the view (and freed when not). */
const PdfPage = memo(function PdfPage({
  docRef,
  number,
  size,
  scale,
  near,
  label,
}: {
  docRef: RefObject<PDFDocumentProxy | null>;
  number: number;
  size: PageSize;
  scale: number;
  near: boolean;
  label: string;
}) {
  const holder = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const box = holder.current;
    const doc = docRef.current;
    if (!box || !doc) return;
    if (!near) {
      box.replaceChildren();
      return;
    }
    let cancelled = false;
    let task: RenderTask | null = null;
    doc
      .getPage(number)
      .then((page) => {
        if (cancelled) return;
        const wanted = scale * CSS_PER_POINT * (window.devicePixelRatio || 1);
        let viewport = page.getViewport({ scale: wanted });
        const pixels = viewport.width * viewport.height;
        if (pixels > MAX_CANVAS_PIXELS)
          viewport = page.getViewport({ scale: wanted * Math.sqrt(MAX_CANVAS_PIXELS / pixels) });
        // Drawn aside, then swapped in: the previous drawing (stretched) stays until then.
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        return task.promise.then(() => {
          if (!cancelled) box.replaceChildren(canvas);
        });
      })
      .catch((error: unknown) => {
        // A page that cannot be drawn stays blank; the others still show.
        if (!cancelled && !isCancelled(error)) console.warn(`PDF page ${number} could not be drawn`, error);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [docRef, number, scale, near]);

  return (
    <div
      ref={holder}
      className={classes.pdfPage}
      style={{ width: Math.floor(size.width * scale), height: Math.floor(size.height * scale) }}
      data-page={number}
      role="img"
      aria-label={label}
    />
  );
});
