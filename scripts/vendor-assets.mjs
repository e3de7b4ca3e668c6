// Copies the static files a browser library loads at run time from its npm package into public/vendor
// (git-ignored), so the app serves them from its own origin (the CSP allows no other): Excalidraw's
// fonts for the meeting room's whiteboards (window.EXCALIDRAW_ASSET_PATH = "/vendor/excalidraw/"), and
// PDF.js's worker, standard fonts, CMaps, WebAssembly decoders and ICC profiles for File management's
// PDF preview (modules/file-management/components/preview/pdfjs.ts, "/vendor/pdfjs/").
// Run by `npm install` (postinstall); safe to run again.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const vendor = path.join(root, "public", "vendor");

/** Copies `from` (a file or a folder) to public/vendor/`to`; stops the install when `from` is missing. */
function copy(from, to, pkg) {
  if (!existsSync(from)) {
    console.error(`vendor-assets: ${from} is missing (is ${pkg} installed?)`);
    process.exit(1);
  }
  const target = path.join(vendor, to);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(from, target, { recursive: true });
}

// The package's entry is dist/prod/index.js; its fonts sit beside it.
const excalidraw = path.dirname(require.resolve("@excalidraw/excalidraw"));
copy(path.join(excalidraw, "fonts"), path.join("excalidraw", "fonts"), "@excalidraw/excalidraw");

// pdfjs-dist has no exports map: its package.json resolves, and the files sit beside it.
const pdfjs = path.dirname(require.resolve("pdfjs-dist/package.json"));
copy(path.join(pdfjs, "build", "pdf.worker.min.mjs"), path.join("pdfjs", "pdf.worker.min.mjs"), "pdfjs-dist");
for (const folder of ["standard_fonts", "cmaps", "wasm", "iccs"]) {
  copy(path.join(pdfjs, folder), path.join("pdfjs", folder), "pdfjs-dist");
}
