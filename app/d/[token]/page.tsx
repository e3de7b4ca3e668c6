import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { serverLocale } from "@/lib/i18n/server-locale";
import { clientIp } from "@/lib/server/api/request";
import { AppError } from "@/lib/server/errors";
import { rateLimitKey } from "@/lib/server/security/client-key";
import { toldTimeZone } from "@/lib/server/users/viewer-zone";
import { PublicDashboardView } from "@/modules/data-visualization/components/public/public-dashboard-view";
import { SHARE_TOKEN, type PublicFirst } from "@/modules/data-visualization/components/public/public-first";
import { openShare } from "@/modules/data-visualization/server/public-dashboard";

type Props = { params: Promise<{ token: string }> };

/**
 * The link as the API answers it (server/public-dashboard.ts `openShare`, with this request's cookies
 * and address), once per request (the title and the page share it): read only in the zone this
 * browser told on an earlier visit, so the first HTML shows the charts with their days right; without
 * one the browser reads it in its own zone (one read per visit: each read counts as a view). A
 * token of the wrong shape is not found without asking.
 */
const loadLink = cache(async (token: string): Promise<PublicFirst | null> => {
  if (!SHARE_TOKEN.test(token)) return { kind: "closed", state: "not-found" };
  const [jar, requestHeaders, told, locale] = await Promise.all([
    cookies(),
    headers(),
    toldTimeZone(),
    serverLocale(),
  ]);
  if (!told) return null;
  try {
    const dashboard = await openShare(token, {
      cookies: (name) => jar.get(name)?.value,
      zone: told,
      ip: rateLimitKey(clientIp({ headers: requestHeaders })),
      locale,
    });
    return { kind: "answer", zone: told, dashboard };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) return { kind: "closed", state: "not-found" };
    if (error.status === 410) return { kind: "closed", state: "expired" };
    // Anything else (too many reads from this address): the browser reads and shows the server's message.
    return null;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ token }, t] = await Promise.all([params, getTranslations("dataVisualization.public")]);
  const first = await loadLink(token);
  const name = first?.kind === "answer" && first.dashboard.access === "open" ? first.dashboard.name : null;
  return { title: name ?? t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * /d/{token}: a published dashboard (issue 37) opened by anyone with its address, signed in or not —
 * nothing of the session is read: its charts are computed as the publisher, under the link's locked
 * filters. Its password form, the dashboard, or why the link does not open.
 */
export default async function PublishedDashboardPage({ params }: Props) {
  const { token } = await params;
  const [first, told] = await Promise.all([loadLink(token), toldTimeZone()]);
  return <PublicDashboardView token={token} first={first} told={told} />;
}
