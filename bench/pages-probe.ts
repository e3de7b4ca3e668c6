// The probe of `bench:pages` (bench/pages.ts): a browser context whose pages report when their
// content is on screen, with the main thread's CDP metrics at that frame and until it is quiet.
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";

const CONTENT_TIMEOUT_MS = 30_000;
/** The page counts as settled (hydrated, its effects and first reads run) after this long with no script. */
export const IDLE_QUIET_MS = 500;
const IDLE_MAX_MS = 8_000;

export interface Target {
  name: string;
  path: string;
  /** What "content" is, for the report. */
  selector: string;
  /** JavaScript: a function true once the content is on screen; `count(selector, root?)` counts visible elements. */
  ready: string;
  budget: boolean;
  /** Loaded by a signed-out visitor. */
  signedOut?: boolean;
}

/**
 * Installed before the page's own scripts: notes every /api/ request as it starts (fetch and XHR),
 * and checks in every animation frame whether the content is shown; the first frame that shows it
 * is the time to content, and the bench is told at once (to sample the CDP metrics).
 */
function probeScript(ready: string): string {
  return `(() => {
  if (location.protocol !== "http:" && location.protocol !== "https:") return;
  const probe = { contentAt: 0, api: [], apiBefore: [] };
  window.__pagesProbe = probe;
  const note = (url) => {
    try {
      const parsed = new URL(String(url), location.href);
      if (parsed.origin === location.origin && parsed.pathname.startsWith("/api/"))
        probe.api.push({ path: parsed.pathname, at: performance.now() });
    } catch {}
  };
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    note(input instanceof Request ? input.url : input);
    return originalFetch.call(this, input, init);
  };
  const originalOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    note(url);
    return originalOpen.call(this, method, url, ...rest);
  };
  const count = (selector, root) => {
    let n = 0;
    for (const element of (root || document).querySelectorAll(selector)) if (element.checkVisibility()) n += 1;
    return n;
  };
  const ready = ${ready};
  const frame = () => {
    let shown = false;
    try {
      shown = Boolean(ready());
    } catch {}
    if (!shown) return void requestAnimationFrame(frame);
    probe.contentAt = performance.now();
    probe.apiBefore = probe.api.filter((request) => request.at <= probe.contentAt).map((request) => request.path);
    window.__pagesContentShown();
  };
  requestAnimationFrame(frame);
})();`;
}

export type Metrics = Record<string, number>;

export interface Sample {
  contentMs: number;
  ttfbMs: number;
  dclMs: number;
  scriptMs: number;
  taskMs: number;
  cpuMs: number;
  /** ScriptDuration from navigation until the main thread has run no script for IDLE_QUIET_MS. */
  idleScriptMs: number;
  api: string[];
}

interface Probed {
  contentAt: number;
  apiBefore: string[];
  ttfb: number;
  dcl: number;
  fcp: number;
}

/** A page and its CDP session, with the probe installed for every navigation. */
export interface Tab {
  page: Page;
  session: CDPSession;
}

/** A browser context whose pages report their content through the probe, with their CDP sessions. */
export async function probedContext(
  base: string,
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>,
) {
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    locale: "en-US",
    timezoneId: "UTC",
    storageState,
  });
  const sessions = new Map<Page, CDPSession>();
  const waiting = new Map<Page, (metrics: Metrics) => void>();
  // The metrics as close as possible to the frame that showed the content.
  await context.exposeBinding("__pagesContentShown", async ({ page }) => {
    const session = sessions.get(page);
    const resolve = waiting.get(page);
    if (!session || !resolve) return;
    const { metrics } = await session.send("Performance.getMetrics");
    resolve(Object.fromEntries(metrics.map((metric) => [metric.name, metric.value])));
  });
  await context.addInitScript(
    `try { localStorage.setItem("Has-Finished-General-Dashboard-Onboarding", "true"); } catch {}`,
  );

  /** A tab that reports `target`'s content, for one load or several in a row. */
  async function openTab(target: Target): Promise<Tab> {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    sessions.set(page, session);
    await session.send("Performance.enable");
    await page.addInitScript(probeScript(target.ready));
    return { page, session };
  }

  async function closeTab({ page, session }: Tab): Promise<void> {
    sessions.delete(page);
    await session.detach().catch(() => undefined);
    await page.close();
  }

  /**
   * One load of `target`: in a new tab (a new renderer, which compiles the page's scripts again), or
   * in `tab`, which has loaded it before (the renderer and its compiled scripts kept: a reload, or
   * the address typed again in an open tab).
   */
  async function load(target: Target, tab?: Tab): Promise<Sample> {
    const own = tab ?? (await openTab(target));
    const { page, session } = own;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const before = Object.fromEntries(
        (await session.send("Performance.getMetrics")).metrics.map((metric) => [metric.name, metric.value]),
      );
      const seen = new Promise<Metrics>((resolve, reject) => {
        waiting.set(page, resolve);
        timer = setTimeout(
          () => reject(new Error(`no content within ${CONTENT_TIMEOUT_MS} ms`)),
          CONTENT_TIMEOUT_MS,
        );
      });
      // Not awaited when the navigation itself fails.
      seen.catch(() => undefined);
      await page.goto(`${base}${target.path}`, { waitUntil: "commit", timeout: CONTENT_TIMEOUT_MS });
      const after = await seen;
      // DOMContentLoaded may come after content that the first response already carries.
      await page.waitForLoadState("domcontentloaded", { timeout: CONTENT_TIMEOUT_MS });
      const probed = (await page.evaluate(`(() => {
        const nav = performance.getEntriesByType("navigation")[0];
        return { contentAt: window.__pagesProbe.contentAt, apiBefore: window.__pagesProbe.apiBefore,
          ttfb: nav.responseStart, dcl: nav.domContentLoadedEventEnd || nav.domContentLoadedEventStart,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0 };
      })()`)) as Probed;
      const idle = await untilNoScript(session);
      if (process.env.PAGES_BENCH_DEBUG) console.log(target.name, JSON.stringify({ before, after, probed }));
      // Counters since Performance.enable; a renderer swapped in by the navigation starts again at 0.
      const since = (name: string) =>
        1000 * ((after[name] ?? 0) - ((after[name] ?? 0) >= (before[name] ?? 0) ? (before[name] ?? 0) : 0));
      return {
        contentMs: probed.contentAt,
        ttfbMs: probed.ttfb,
        dclMs: probed.dcl,
        scriptMs: since("ScriptDuration"),
        taskMs: since("TaskDuration"),
        cpuMs: since("ThreadTime"),
        idleScriptMs:
          1000 *
          ((idle.ScriptDuration ?? 0) -
            ((idle.ScriptDuration ?? 0) >= (before.ScriptDuration ?? 0) ? (before.ScriptDuration ?? 0) : 0)),
        api: probed.apiBefore,
      };
    } catch (error) {
      const shot = `/tmp/pages-bench-${target.name.replace(/[^a-z0-9]+/gi, "-")}.png`;
      await page.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(
        `${target.name} (${target.path}): ${String(error)} (screenshot: ${shot}, at ${page.url()})`,
      );
    } finally {
      clearTimeout(timer);
      waiting.delete(page);
      if (!tab) await closeTab(own);
    }
  }
  return { context, load, openTab, closeTab };
}

/**
 * The page's metrics once its main thread has run no script for IDLE_QUIET_MS (hydration done, its
 * effects and first reads answered): the script work a person waits through before the page
 * responds to them. Sampled through CDP, which runs no script in the page.
 */
async function untilNoScript(session: CDPSession): Promise<Metrics> {
  const started = Date.now();
  let last: Metrics = {};
  let quietSince = Date.now();
  while (Date.now() - started < IDLE_MAX_MS) {
    const { metrics } = await session.send("Performance.getMetrics");
    const now = Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
    if (now.ScriptDuration !== last.ScriptDuration) quietSince = Date.now();
    else if (Date.now() - quietSince >= IDLE_QUIET_MS) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}
