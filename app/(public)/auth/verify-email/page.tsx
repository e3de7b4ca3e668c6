import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { verifyEmailSchema } from "@/lib/schemas/auth";
import { AppError } from "@/lib/server/errors";
import { isSpentOnVerifiedAddress, verifyEmail } from "@/lib/server/auth/email-verification";
import { getPageActor } from "@/lib/server/auth/page-actor";
import { VerifyEmailResult } from "./verify-email-result";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.verify"))("pageTitle") };
}

/**
 * The e-mailed verification link: opening it verifies the address (signed in or not) and shows the
 * result. A spent link of an address that is verified by now (a second click, or a mail scanner
 * that opened it first) says so instead of "not valid", signed in or not.
 */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = verifyEmailSchema.safeParse(await searchParams);
  const verified = search.success
    ? await verifyEmail(search.data).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      })
    : null;
  const actor = await getPageActor();
  if (verified)
    return <VerifyEmailResult status="verified" email={verified.email} signedIn={actor !== null} />;
  const already = actor?.emailVerified === true || (await isSpentOnVerifiedAddress(search.data));
  return (
    <VerifyEmailResult
      status={already ? "already" : "invalid"}
      email={actor?.email ?? null}
      signedIn={actor !== null}
    />
  );
}
