// Reads the text of a PDF in a worker thread (lib/server/files/pdf-text.ts starts it with a memory
// limit and a deadline), so a large or hostile PDF never holds the server's event loop. Plain
// JavaScript: production runs it from the app's directory as it is. pdf.js 6 wants Promise.withResolvers
// (Node.js 22); on Node.js 20 it is supplied here.
import { parentPort, workerData } from "node:worker_threads";

if (typeof Promise.withResolvers !== "function") {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
}

const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
const { data, maxPages, maxChars } = workerData;
const task = getDocument({
  data,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  stopAtErrors: false,
  verbosity: 0,
});
try {
  const doc = await task.promise;
  let text = "";
  const pages = Math.min(doc.numPages, maxPages);
  for (let number = 1; number <= pages && text.length < maxChars; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : " ");
    text += "\n";
    page.cleanup();
  }
  parentPort.postMessage({ text: text.slice(0, maxChars) });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
} finally {
  await task.destroy();
}
