import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/spotlight/styles.css";
import "@mantine/carousel/styles.css";
import "@mantine/dropzone/styles.css";
import "./globals.css";
import { mantineHtmlProps } from "@mantine/core";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { BARE_PAGE_HEADER, bareMessages } from "@/lib/routing/bare-pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    icons: { icon: "/favicon.svg" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * The document and the messages. The app's providers (Mantine and the rest) are in the layouts
 * below (components/providers/mantine-root.tsx), so the public form /f/{slug} renders bare: its
 * own markup, none of the app's client code and only the messages it uses.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  if (requestHeaders.get(BARE_PAGE_HEADER) === "1") {
    return (
      <html lang={locale}>
        <body>
          <NextIntlClientProvider messages={bareMessages(await getMessages())}>
            {children}
          </NextIntlClientProvider>
        </body>
      </html>
    );
  }
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
