import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { verifyEmailSchema } from "@/lib/schemas/auth";
import { getPageActor } from "@/lib/server/auth/page-actor";
import { ConfirmEmailChange } from "./confirm-email-change";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.confirmEmail"))("pageTitle") };
}

/**
 * An address change's e-mailed link: a button moves the account (a mail scanner that opens the link
 * changes nothing), signed in or not.
 */
export default async function ConfirmEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = verifyEmailSchema.safeParse(await searchParams);
  const actor = await getPageActor();
  return <ConfirmEmailChange token={search.success ? search.data.token : null} signedIn={actor !== null} />;
}
