import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

// A PDF's text, read by pdf.js in a worker thread (pdf-text.worker.mjs) under a heap limit and a
// deadline: past either, the worker is stopped and the PDF counts as having no text.

const WORKER = path.join(process.cwd(), "lib", "server", "files", "pdf-text.worker.mjs");

export interface PdfTextOptions {
  /** Pages read from the start. */
  maxPages?: number;
  /** Characters kept. */
  maxChars?: number;
  /** Milliseconds before the worker is stopped. */
  timeoutMs?: number;
}

/** The text of a PDF's first pages, or null when it cannot be read in time (damaged, encrypted, too heavy). */
export function pdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<string | null> {
  const { maxPages = 200, maxChars = 200_000, timeoutMs = 30_000 } = options;
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      workerData: { data: bytes, maxPages, maxChars },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const done = (text: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    worker.once("message", (message: { text?: string; error?: string }) =>
      done(typeof message.text === "string" ? message.text : null),
    );
    worker.once("error", () => done(null));
    worker.once("exit", () => done(null));
  });
}
