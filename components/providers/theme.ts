import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "blue",
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: "650" },
  // Mantine's defaults plus xxl, for the spec's "4 project cards per row at xxl".
  breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em", xxl: "110em" },
});
