import { gzipSync } from "node:zlib";

/**
 * First-load JS of a page: every script its HTML loads in a browser with ES modules, gzipped as a CDN
 * would serve it (Next's `noModule` polyfills are fetched only by browsers without modules).
 */
export async function firstLoadJs(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ files: number; rawKb: number; gzipKb: number }> {
  const page = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  const html = await page.text();
  const sources = new Set(
    [...html.matchAll(/<script([^>]+)>/g)]
      .map((m) => m[1] ?? "")
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((src): src is string => Boolean(src)),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: sources.size, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024) };
}
