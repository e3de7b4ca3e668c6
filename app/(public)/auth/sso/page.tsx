import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { SsoSignInForm } from "@/components/auth/sso-sign-in-form";
import { SSO_SIGN_IN_FAILURES } from "@/lib/sso/types";
import { HOME } from "@/lib/routing/decide-route";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.sso"))("title") };
}

// `error` is /auth/sso/start's or /auth/sso/callback's, after a sign-in through a workspace's own
// provider that did not end in a session; `email` what was typed.
const searchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
  error: z.enum(SSO_SIGN_IN_FAILURES).optional().catch(undefined),
});

/** /auth/sso: sign in through your organisation's own provider, found by your work address. */
export default async function SsoSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const { redirect, email, error } = searchSchema.parse(await searchParams);
  return (
    <SsoSignInForm redirectTo={safeRedirectPath(redirect, HOME)} email={email ?? ""} error={error ?? null} />
  );
}
