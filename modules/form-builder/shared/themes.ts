// The 9 form themes (spec §9: ids 1, 1.1, 1.2, 1.3, 2 to 6): colours applied in the editor's style
// tab, the preview and the public form.
import type { ThemeId } from "./elements";

export interface FormTheme {
  id: ThemeId;
  /** Key under formBuilder.themes in messages. */
  name: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  primary: string;
  onPrimary: string;
  border: string;
  radius: number;
  font: string;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

export const THEMES: readonly FormTheme[] = [
  {
    id: "1",
    name: "classic",
    background: "#f4f6fb",
    surface: "#ffffff",
    text: "#1b1f2a",
    muted: "#5c6475",
    primary: "#3b5bdb",
    onPrimary: "#ffffff",
    border: "#d6dbe6",
    radius: 8,
    font: SANS,
  },
  {
    id: "1.1",
    name: "ocean",
    background: "#e7f5ff",
    surface: "#ffffff",
    text: "#0b2540",
    muted: "#4a6177",
    primary: "#1971c2",
    onPrimary: "#ffffff",
    border: "#c5dcef",
    radius: 8,
    font: SANS,
  },
  {
    id: "1.2",
    name: "forest",
    background: "#ebfbee",
    surface: "#ffffff",
    text: "#13291a",
    muted: "#4b6352",
    primary: "#2b8a3e",
    onPrimary: "#ffffff",
    border: "#c9e7d0",
    radius: 8,
    font: SANS,
  },
  {
    id: "1.3",
    name: "sunset",
    background: "#fff4e6",
    surface: "#ffffff",
    text: "#3a1f04",
    muted: "#7a5a3a",
    primary: "#d9480f",
    onPrimary: "#ffffff",
    border: "#f1d7bd",
    radius: 8,
    font: SANS,
  },
  {
    id: "2",
    name: "midnight",
    background: "#101320",
    surface: "#1a1f33",
    text: "#eef0f7",
    muted: "#a5abc2",
    primary: "#748ffc",
    onPrimary: "#0b0e1a",
    border: "#2d3450",
    radius: 10,
    font: SANS,
  },
  {
    id: "3",
    name: "paper",
    background: "#faf7f0",
    surface: "#fffdf8",
    text: "#2b2620",
    muted: "#6b6257",
    primary: "#5f3dc4",
    onPrimary: "#ffffff",
    border: "#e6dfd0",
    radius: 2,
    font: SERIF,
  },
  {
    id: "4",
    name: "rose",
    background: "#fff0f6",
    surface: "#ffffff",
    text: "#3b0a22",
    muted: "#7d4a62",
    primary: "#c2255c",
    onPrimary: "#ffffff",
    border: "#f3cfe0",
    radius: 16,
    font: SANS,
  },
  {
    id: "5",
    name: "mono",
    background: "#ffffff",
    surface: "#ffffff",
    text: "#000000",
    muted: "#555555",
    primary: "#000000",
    onPrimary: "#ffffff",
    border: "#000000",
    radius: 0,
    font: SANS,
  },
  {
    id: "6",
    name: "teal",
    background: "#e6fcf5",
    surface: "#ffffff",
    text: "#08302a",
    muted: "#46665f",
    primary: "#0c8599",
    onPrimary: "#ffffff",
    border: "#c3ece2",
    radius: 12,
    font: SANS,
  },
];

export function themeOf(id: string | undefined): FormTheme {
  return THEMES.find((t) => t.id === id) ?? THEMES[0]!;
}

/** CSS custom properties of a theme (the public form and the preview read these). */
export function themeVars(theme: FormTheme): Record<string, string> {
  return {
    "--fb-bg": theme.background,
    "--fb-surface": theme.surface,
    "--fb-text": theme.text,
    "--fb-muted": theme.muted,
    "--fb-primary": theme.primary,
    "--fb-on-primary": theme.onPrimary,
    "--fb-border": theme.border,
    "--fb-radius": `${theme.radius}px`,
    "--fb-font": theme.font,
  };
}
