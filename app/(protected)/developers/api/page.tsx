import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/developers/api-reference";
import { requirePageActor } from "@/lib/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apiDocs"))("title") };
}

/** /developers/api: the API reference, for anyone signed in (issue 39). */
export default async function ApiReferencePage() {
  await requirePageActor();
  return <ApiReference />;
}
