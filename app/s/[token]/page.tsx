import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { LinkView } from "@/modules/file-management/components/public-link/link-view";
import { loadLinkPage } from "@/modules/file-management/server/public-links";

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("fileManagement.publicLink");
  return { title: t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * /s/{token}: a file management link opened by anyone with its address, signed in or not
 * (docs/modules/file-management.md "Public links"): a file to download, a folder to browse and
 * download, its password form, or why it does not open.
 */
export default async function LinkPage({ params, searchParams }: Props) {
  const [{ token }, query, jar] = await Promise.all([params, searchParams, cookies()]);
  const folder = typeof query.folder === "string" ? query.folder : undefined;
  const view = await loadLinkPage(token, folder, (name) => jar.get(name)?.value);
  return <LinkView token={token} view={view} />;
}
