import { ColorSchemeScript } from "@mantine/core";
import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AppProviders } from "./app-providers";

/**
 * The app's providers (Mantine, modals, notifications) and the colour-scheme script, for the layouts
 * of the app's pages: (protected), (public) and /logout. The root layout leaves them out, so the
 * public form /f/{slug} loads none of them (lib/routing/bare-pages.ts).
 */
export async function MantineRoot({ children }: { children: ReactNode }) {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  // The page's CSP nonce (proxy.ts): Mantine's inline colour-scheme script needs it to run.
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  return (
    <>
      <ColorSchemeScript defaultColorScheme="auto" nonce={nonce} />
      <AppProviders locale={locale}>{children}</AppProviders>
    </>
  );
}
