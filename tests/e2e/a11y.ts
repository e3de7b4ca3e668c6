import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { expect } from "./fixtures";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** What every page is checked against: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Violations of these impacts fail a test; minor and moderate ones are only attached to the report. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

export type ColorScheme = "light" | "dark";

/**
 * Opens every following page of `page` in `scheme`: the media query (the app's default scheme is
 * "auto") and Mantine's stored choice (what the colour-scheme toggle writes), before any script runs.
 */
export async function forceColorScheme(page: Page, scheme: ColorScheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem("mantine-color-scheme-value", value);
    } catch {
      // about:blank and opaque origins have no storage
    }
  }, scheme);
}

/**
 * Waits until the page has settled: loaded, hydrated by React, no streamed Suspense content still
 * waiting to be swapped in, no visible skeleton or loader, and no finite animation or transition
 * running (a dropdown fading in would be measured half transparent).
 */
export async function waitForSettled(page: Page) {
  await page.waitForLoadState("load");
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const hydrated = Object.keys(document.body).some((key) => key.startsWith("__reactFiber"));
          const streaming = document.querySelector('div[hidden][id^="S:"], template[id^="B:"]') !== null;
          const visible = (selector: string) =>
            Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
              (element) => element.offsetParent !== null || element.getClientRects().length > 0,
            );
          const loading = visible(".mantine-Skeleton-root[data-visible], .mantine-Loader-root");
          const animating = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getComputedTiming().iterations !== Infinity,
            );
          return { hydrated, streaming, loading, animating };
        }),
      { message: "the page never settled", timeout: 20_000 },
    )
    .toEqual({ hydrated: true, streaming: false, loading: false, animating: false });
}

function formatViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? "").replace(/\s*\n\s*/g, " ").trim();
    return `    - ${node.target.join(" ")}\n      ${summary}`;
  });
  return [
    `  [${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))`,
    ...nodes,
  ].join("\n");
}

export interface AccessibleOptions {
  /** Names the check in the report and in the failure message (e.g. "login (dark)"). */
  name: string;
  /** When given, the page must be showing this colour scheme. */
  scheme?: ColorScheme;
  /** Limit the analysis to these selectors (e.g. an open dropdown). */
  include?: string[];
  /**
   * Leave these selectors out. Only for a third-party false positive, with a comment at the call
   * saying why: never to silence a real finding.
   */
  exclude?: string[];
}

/**
 * Runs axe (WCAG 2 A/AA) on the settled page and fails on any serious or critical violation, with
 * each rule, impact, target selector and failure summary in the message. The full results are
 * attached to the test report. The failure is soft: the test goes on to its next check.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions) {
  if (options.scheme) {
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", options.scheme);
  }
  await waitForSettled(page);
  // Toasts are left out: Mantine's notifications fade as they close, and axe measuring one mid-fade
  // reads its text as faint (#e3e3e3 on white) — a false positive that failed three specs in CI.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(".mantine-Notifications-root");
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();

  await test.info().attach(`axe: ${options.name}`, {
    body: JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
    contentType: "application/json",
  });
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  const report = failing.map(formatViolation).join("\n");
  // Soft: the test goes on, so one run reports every page it checks.
  expect
    .soft(
      failing.map((violation) => `${violation.id} (${violation.impact})`),
      `${options.name}: serious or critical accessibility violations on ${results.url}\n${report}`,
    )
    .toEqual([]);
}
