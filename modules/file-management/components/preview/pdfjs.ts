"use client";

// PDF.js for the preview and the grid's thumbnails: loaded on first use only (never on the server nor
// by other pages), its worker and data files served from our origin (scripts/vendor-assets.mjs copies
// them into public/vendor/pdfjs at install; the CSP allows no other origin).
import type { PDFDocumentLoadingTask, PDFWorker } from "pdfjs-dist";

type Pdfjs = typeof import("pdfjs-dist");

const BASE = "/vendor/pdfjs/";

let pdfjsPromise: Promise<Pdfjs> | null = null;

/** The pdfjs-dist module, imported once (a failed import is tried again on the next call). */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsPromise ??= import("pdfjs-dist").then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = `${BASE}pdf.worker.min.mjs`;
      return pdfjs;
    },
    (error: unknown) => {
      pdfjsPromise = null;
      throw error;
    },
  );
  return pdfjsPromise;
}

/**
 * Opens a PDF by its URL (fetched in ranges with the page's cookies). `worker`: a shared worker
 * (the thumbnails'), kept when the document is destroyed; without it the document has its own.
 */
export function openPdf(
  pdfjs: Pdfjs,
  url: string,
  options: { worker?: PDFWorker; firstPageOnly?: boolean } = {},
): PDFDocumentLoadingTask {
  return pdfjs.getDocument({
    url,
    worker: options.worker,
    cMapUrl: `${BASE}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${BASE}standard_fonts/`,
    wasmUrl: `${BASE}wasm/`,
    iccUrl: `${BASE}iccs/`,
    // A thumbnail reads what its first page needs, not the whole file in the background.
    ...(options.firstPageOnly ? { disableAutoFetch: true, disableStream: true } : {}),
  });
}

let thumbnailWorker: PDFWorker | null = null;

/** One worker for every thumbnail of the page (a worker per card would start dozens of threads). */
export function thumbnailPdfWorker(pdfjs: Pdfjs): PDFWorker {
  thumbnailWorker ??= new pdfjs.PDFWorker();
  return thumbnailWorker;
}

const THUMBNAIL_SLOTS = 3;
let busy = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than THUMBNAIL_SLOTS thumbnails draw: a grid opens its PDFs a few at a time. */
export async function withThumbnailSlot<T>(task: () => Promise<T>): Promise<T> {
  // A freed slot passes straight to the first waiting task, so none starts in between.
  if (busy < THUMBNAIL_SLOTS) busy += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}

const errorName = (error: unknown) =>
  typeof error === "object" && error !== null && "name" in error ? error.name : null;

/** Whether an error is pdfjs telling that a render was cancelled (not a failure to show). */
export const isCancelled = (error: unknown) => errorName(error) === "RenderingCancelledException";

/** Whether a document could not be opened because it needs a password. */
export const isPasswordError = (error: unknown) => errorName(error) === "PasswordException";
