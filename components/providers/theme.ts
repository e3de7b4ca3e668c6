import { createTheme, Menu } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  // Filled buttons and the primary text colour one shade darker than Mantine's 6 in the light
  // scheme: white on blue-8 is 5.02:1 (blue-6 is 3.55:1, below WCAG AA). Dark keeps Mantine's 8.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: "650" },
  // Mantine's defaults plus xxl, for the spec's "4 project cards per row at xxl".
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em", xxl: "110em" },
  components: {
    // Without its focus placeholder (a focusable role="presentation" div, which a role="menu" may
    // not own), an opened menu focuses its first item, as the WAI-ARIA menu button pattern does.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});
