// Copies the static files a browser library loads at run time from its npm package into public/vendor
// (git-ignored), so the app serves them from its own origin (the CSP allows no other): Excalidraw's
// fonts for the meeting room's whiteboards (window.EXCALIDRAW_ASSET_PATH = "/vendor/excalidraw/").
// Run by `npm install` (postinstall); safe to run again.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
// The package's entry is dist/prod/index.js; its fonts sit beside it.
const fonts = path.join(path.dirname(require.resolve("@excalidraw/excalidraw")), "fonts");
const target = path.join(root, "public", "vendor", "excalidraw", "fonts");
if (!existsSync(fonts)) {
  console.error(`vendor-assets: ${fonts} is missing (is @excalidraw/excalidraw installed?)`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
cpSync(fonts, target, { recursive: true });
