// A chart's colours (issue 37): its colour — `primary` (the theme's), one of CHART_COLORS or a hex —
// for one series; shades of it for a few series; the palette after it for more. Pure.
import { CHART_COLORS, DEFAULT_CHART_COLOR } from "@/modules/data-visualization/shared/chart";

const HEX = /^#[0-9a-f]{6}$/i;
/** Shades of one colour that stay apart in both schemes, darkest contrast first. */
const SHADES = [6, 3, 8, 4, 9] as const;

/** The Mantine colour name (or hex) a chart's colour stands for. */
export function baseColor(color: string, primary: string): string {
  if (color === DEFAULT_CHART_COLOR) return primary;
  return color;
}

/** The colour of a chart of one series (Mantine's `name.shade`, or the hex). */
export function mainColor(color: string, primary: string): string {
  const base = baseColor(color, primary);
  return HEX.test(base) ? base : `${base}.6`;
}

/**
 * `count` colours for a chart's series or slices: shades of its colour for up to five, else its
 * colour then the rest of the palette (each colour once, then again in lighter shades).
 */
export function seriesColors(color: string, primary: string, count: number): string[] {
  const base = baseColor(color, primary);
  const hex = HEX.test(base);
  if (count <= 0) return [];
  if (!hex && count <= SHADES.length) return SHADES.slice(0, count).map((shade) => `${base}.${shade}`);
  const others = CHART_COLORS.filter((name) => name !== base && name !== "gray");
  const names = [hex ? null : base, ...others];
  const colors: string[] = [];
  for (let index = 0; colors.length < count; index++) {
    const round = Math.floor(index / names.length);
    const name = names[index % names.length];
    if (round === 0 && name === null) colors.push(base);
    else if (name !== null && name !== undefined) colors.push(`${name}.${round % 2 === 0 ? 6 : 3}`);
    else if (name === null) colors.push(`gray.${round % 2 === 0 ? 6 : 4}`);
  }
  return colors;
}
