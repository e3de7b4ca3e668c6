import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from "@mantine/core";
import { theme } from "@/components/providers/theme";
import {
  contrastRatio,
  cssVariablesResolver,
  DIMMED,
  MIN_TEXT_CONTRAST,
  readableColor,
  SURFACES,
} from "@/components/providers/theme-colors";

type Scheme = "light" | "dark";

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);

/** A CSS variable's value in `scheme` as the page sees it (ours over Mantine's), `var()` resolved. */
function cssVar(name: string, scheme: Scheme): string {
  const value =
    ours[scheme][name as keyof (typeof ours)[Scheme]] ??
    base[scheme][name as keyof (typeof base)[Scheme]] ??
    base.variables[name as keyof typeof base.variables];
  if (value === undefined) throw new Error(`no ${name} in ${scheme}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(String(value));
  return reference ? cssVar(reference[1]!, scheme) : String(value);
}

const PALETTE = Object.keys(DEFAULT_THEME.colors);
const { colors } = DEFAULT_THEME;

describe("theme contrast (WCAG 2 AA, 4.5:1 for text)", () => {
  it("measures like the WCAG formula: Mantine's dimmed gray-6 on white is 3.32:1", () => {
    expect(contrastRatio("#868e96", "#ffffff")).toBeCloseTo(3.32, 2);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#228be6")).toBeCloseTo(3.56, 2);
  });

  it("keeps a shade that passes and darkens or lightens one that does not", () => {
    expect(readableColor(["#868e96", "#495057"], ["#ffffff"], "light")).toBe("#495057");
    const darkened = readableColor(["#40c057"], ["#ffffff"], "light");
    expect(contrastRatio(darkened, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const lightened = readableColor([colors.violet[6]], [colors.dark[6]], "dark");
    expect(contrastRatio(lightened, colors.dark[6])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each<Scheme>(["light", "dark"])("dimmed text passes on every %s surface", (scheme) => {
    const dimmed = cssVar("--mantine-color-dimmed", scheme);
    expect(dimmed).toBe(DIMMED[scheme]);
    const surfaces = scheme === "light" ? [...SURFACES.light, colors.gray[2]] : SURFACES.dark;
    const failing = surfaces.filter((surface) => contrastRatio(dimmed, surface) < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
    expect(contrastRatio(dimmed, cssVar("--mantine-color-body", scheme))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it.each<Scheme>(["light", "dark"])("placeholders pass on inputs (%s)", (scheme) => {
    const placeholder = cssVar("--mantine-color-placeholder", scheme);
    // Default and filled inputs.
    const inputs = scheme === "light" ? ["#ffffff", colors.gray[1]] : [colors.dark[6], colors.dark[5]];
    const failing = inputs.filter((input) => contrastRatio(placeholder, input) < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });

  it.each<Scheme>(["light", "dark"])("input error messages pass on every surface (%s)", (scheme) => {
    const error = cssVar("--mantine-color-error", scheme);
    const failing = SURFACES[scheme].filter((surface) => contrastRatio(error, surface) < MIN_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });

  it.each<Scheme>(["light", "dark"])("links and primary buttons pass (%s)", (scheme) => {
    const anchor = cssVar("--mantine-color-anchor", scheme);
    for (const surface of SURFACES[scheme]) {
      expect(contrastRatio(anchor, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(
      contrastRatio(
        cssVar("--mantine-primary-color-contrast", scheme),
        cssVar("--mantine-primary-color-filled", scheme),
      ),
    ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each<Scheme>(["light", "dark"])("every palette colour's text and light variant pass (%s)", (scheme) => {
    const failing: string[] = [];
    for (const name of PALETTE) {
      const text = cssVar(`--mantine-color-${name}-text`, scheme);
      for (const surface of SURFACES[scheme]) {
        const ratio = contrastRatio(text, surface);
        if (ratio < MIN_TEXT_CONTRAST)
          failing.push(`${name}-text ${text} on ${surface}: ${ratio.toFixed(2)}`);
      }
      const lightColor = cssVar(`--mantine-color-${name}-light-color`, scheme);
      // The light variant's background and its hover (an active nav link under the pointer).
      for (const variable of ["light", "light-hover"]) {
        const lightBackground = cssVar(`--mantine-color-${name}-${variable}`, scheme);
        const ratio = contrastRatio(lightColor, lightBackground);
        if (ratio < MIN_TEXT_CONTRAST) {
          failing.push(`${name}-light-color ${lightColor} on ${lightBackground}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(failing).toEqual([]);
  });
});
