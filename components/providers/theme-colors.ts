import {
  DEFAULT_THEME,
  darken,
  getPrimaryShade,
  isVirtualColor,
  lighten,
  luminance,
  type CSSVariablesResolver,
} from "@mantine/core";

// Text colours that pass WCAG 2 AA (4.5:1) in both colour schemes. Mantine's defaults do not:
// dimmed text is gray-6 (#868e96, 3.32:1 on white) and dark-2 (#828282, 4.04:1 on dark-7), and
// coloured text (`c="red"`, red-6) or the light variant of teal, green, orange… fall short too.

/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

const { colors, white } = DEFAULT_THEME;

/**
 * The backgrounds text sits on: the body and cards (white; dark-7, dark-6), the gray panels (board
 * columns, table headers: gray-0, gray-1) and hovered rows and filled inputs (gray-0; dark-5).
 */
export const SURFACES = {
  light: [white, colors.gray[0], colors.gray[1]],
  dark: [colors.dark[8], colors.dark[7], colors.dark[6], colors.dark[5]],
} as const;

/**
 * `c="dimmed"` (and every secondary text): 6.09:1 on white, 5.48:1 on gray-1, 5.14:1 on gray-2;
 * 6.38:1 on dark-7, 5.58:1 on dark-6, 4.60:1 on dark-5.
 */
export const DIMMED = { light: "#5c636a", dark: "#a6a6a6" } as const;
/**
 * Input placeholders: a little lighter than dimmed in the light scheme (5.03:1 on white, 4.52:1 on
 * gray-1, the filled input); dimmed in the dark one (5.58:1 on dark-6, 4.60:1 on dark-5).
 */
export const PLACEHOLDER = { light: "#687078", dark: DIMMED.dark } as const;

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * The first of `shades` that reads at 4.5:1 on every background; failing all, the last one darkened
 * (light scheme) or lightened (dark scheme) in small steps until it does.
 */
export function readableColor(
  shades: readonly string[],
  backgrounds: readonly string[],
  scheme: "light" | "dark",
): string {
  const passes = (color: string) =>
    backgrounds.every((background) => contrastRatio(color, background) >= MIN_TEXT_CONTRAST);
  const found = shades.find(passes);
  if (found) return found;
  const last = shades[shades.length - 1] ?? (scheme === "light" ? "#000000" : "#ffffff");
  for (let step = 1; step < 20; step++) {
    const adjusted = scheme === "light" ? darken(last, step / 20) : lighten(last, step / 20);
    if (passes(adjusted)) return adjusted;
  }
  return scheme === "light" ? "#000000" : "#ffffff";
}

/**
 * MantineProvider's `cssVariablesResolver` (merged over Mantine's own): dimmed and placeholder
 * colours, and for every palette colour a text colour (`c="red"`, red menu items, anchors) and a
 * light-variant text colour (badges, alerts) that pass 4.5:1 on the surfaces above.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    "--mantine-color-dimmed": DIMMED.light,
    "--mantine-color-placeholder": PLACEHOLDER.light,
  };
  const dark: Record<string, string> = {
    "--mantine-color-dimmed": DIMMED.dark,
    "--mantine-color-placeholder": PLACEHOLDER.dark,
  };
  const lightShade = getPrimaryShade(theme, "light");
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (!palette || isVirtualColor(palette)) continue;
    const shades = (...indexes: number[]) =>
      indexes.map((index) => palette[index]).filter((shade): shade is string => shade !== undefined);
    // Light: from the filled shade (what Mantine uses) towards 9; on its own light background, 9.
    light[`--mantine-color-${name}-text`] = readableColor(
      shades(...Array.from({ length: 10 - lightShade }, (_, step) => lightShade + step)),
      SURFACES.light,
      "light",
    );
    // On the light variant's background (shade 1) and its hover (shade 2: an active nav link under the pointer).
    light[`--mantine-color-${name}-light-color`] = readableColor(shades(9), shades(1, 2), "light");
    // Dark: from shade 4 (Mantine's) towards 0.
    dark[`--mantine-color-${name}-text`] = readableColor(shades(4, 3, 2, 1, 0), SURFACES.dark, "dark");
  }
  // Links are the primary colour's text colour; input errors read as red text (Mantine's red-6 on
  // white is 3.28:1, red-8 on dark-7 less).
  light["--mantine-color-anchor"] = `var(--mantine-color-${theme.primaryColor}-text)`;
  dark["--mantine-color-anchor"] = `var(--mantine-color-${theme.primaryColor}-text)`;
  light["--mantine-color-error"] = "var(--mantine-color-red-text)";
  dark["--mantine-color-error"] = "var(--mantine-color-red-text)";
  return { variables: {}, light, dark };
};
