"use client";

// A chart's picture to download (issue 37, 'Export PNG' and 'Export SVG'): recharts draws SVG, which
// is copied with the styles the page gives it written into it (the theme's CSS variables and classes
// mean nothing outside the page), on a plain background; a PNG is that SVG drawn on a canvas. Number
// and metric cards, which are HTML, are written as a small SVG of their text.

const SVG_NS = "http://www.w3.org/2000/svg";
/** The computed properties an SVG needs to look the same on its own. */
const STYLE_PROPS = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-dasharray",
  "stroke-linecap",
  "stroke-linejoin",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "visibility",
  "display",
] as const;

/** The chart's drawing in a widget's body (recharts' surface), null while it has none. */
export function chartSurface(container: HTMLElement | null): SVGSVGElement | null {
  return container?.querySelector<SVGSVGElement>(".recharts-wrapper > svg, svg.recharts-surface") ?? null;
}

/** The page's background colour (what the picture is drawn on). */
export function pageBackground(): string {
  const color = getComputedStyle(document.body).backgroundColor;
  return color && color !== "rgba(0, 0, 0, 0)" ? color : "#ffffff";
}

/** A standalone SVG document of `svg` with its computed styles inlined, on `background`. */
export function standaloneSvg(
  svg: SVGSVGElement,
  background: string,
): { text: string; width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width));
  const height = Math.max(1, Math.round(box.height));
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...Array.from(svg.querySelectorAll("*"))];
  const targets = [copy, ...Array.from(copy.querySelectorAll("*"))];
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target) return;
    const computed = getComputedStyle(source);
    const style = STYLE_PROPS.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(";");
    target.setAttribute("style", style);
    target.removeAttribute("class");
  });
  copy.setAttribute("xmlns", SVG_NS);
  copy.setAttribute("width", String(width));
  copy.setAttribute("height", String(height));
  copy.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const backdrop = document.createElementNS(SVG_NS, "rect");
  backdrop.setAttribute("width", "100%");
  backdrop.setAttribute("height", "100%");
  backdrop.setAttribute("fill", background);
  copy.insertBefore(backdrop, copy.firstChild);
  return { text: new XMLSerializer().serializeToString(copy), width, height };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** A figure card as an SVG: its name, its value in large type and the lines under it. */
export function figureSvg(options: {
  title: string;
  value: string;
  lines: readonly string[];
  accent: string;
  text: string;
  dimmed: string;
  background: string;
}): { text: string; width: number; height: number } {
  const width = 360;
  const height = 150 + options.lines.length * 20;
  const font = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
  const lines = options.lines
    .map(
      (line, index) =>
        `<text x="28" y="${132 + index * 20}" style="${font};font-size:13px;fill:${escapeXml(options.dimmed)}">${escapeXml(line)}</text>`,
    )
    .join("");
  const text =
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${escapeXml(options.background)}"/>` +
    `<text x="16" y="30" style="${font};font-size:15px;font-weight:600;fill:${escapeXml(options.text)}">${escapeXml(options.title)}</text>` +
    `<rect x="16" y="52" width="4" height="52" rx="2" fill="${escapeXml(options.accent)}"/>` +
    `<text x="28" y="96" style="${font};font-size:40px;font-weight:700;fill:${escapeXml(options.text)}">${escapeXml(options.value)}</text>` +
    lines +
    `</svg>`;
  return { text, width, height };
}

/** Saves `blob` as `filename` in the browser. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const svgBlob = (text: string) => new Blob([text], { type: "image/svg+xml;charset=utf-8" });

/** The SVG drawn on a canvas at twice its size (sharp on dense screens), as a PNG. */
export async function pngBlob(
  svg: { text: string; width: number; height: number },
  scale = 2,
): Promise<Blob> {
  const url = URL.createObjectURL(svgBlob(svg.text));
  try {
    const image = new Image();
    image.decoding = "async";
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("image"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = svg.width * scale;
    canvas.height = svg.height * scale;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("canvas");
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, svg.width, svg.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("png"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
