"use client";

import { useComputedColorScheme } from "@mantine/core";
import { ApiReferenceReact, type AnyApiReferenceConfiguration } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";
import { useLocale } from "next-intl";
import { useMemo } from "react";

/**
 * A request "try it" sends: without the browser's cookies, so it runs as the API token pasted under
 * Authentication, as any API client would, and never silently as the signed-in session.
 */
const withoutCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "omit" });

/**
 * Scalar's API reference of `documentUrl` (a Vue app mounted in a div; loaded on the API reference
 * page only). Everything stays on our origin, as the page's CSP demands: no web fonts from Scalar's
 * CDN, no request proxy, no telemetry, no AI agent; its texts in the app's language, its colours the
 * app's colour scheme.
 */
export default function ScalarReference({ documentUrl }: { documentUrl: string }) {
  const locale = useLocale();
  // Read at once (this component renders in the browser only): a scheme settled in an effect would
  // change the configuration after mount, and Scalar fetch the document a second time.
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  const configuration = useMemo<AnyApiReferenceConfiguration>(
    () => ({
      url: documentUrl,
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
      customFetch: withoutCookies,
      authentication: { preferredSecurityScheme: "bearerAuth" },
      persistAuth: false,
      documentDownloadType: "json",
      hideDarkModeToggle: true,
      forceDarkModeState: scheme,
      localization: { locale },
    }),
    [documentUrl, locale, scheme],
  );
  return <ApiReferenceReact configuration={configuration} />;
}
