import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { googleAuthEnabled, oidcProvider } from "@/lib/server/env";
import { HOME } from "@/lib/routing/decide-route";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { googleErrorKind } from "@/lib/server/auth/google-user";
import { anyWorkspaceProvider } from "@/lib/server/sso/flow";
import { LoginForm } from "./login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.login"))("submit") };
}

// `error` is next-auth's, after a Google or single sign-on sign-in that did not end in a session.
const searchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
});

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const { redirect, error } = searchSchema.parse(await searchParams);
  return (
    <LoginForm
      redirectTo={safeRedirectPath(redirect, HOME)}
      googleEnabled={googleAuthEnabled()}
      ssoName={oidcProvider()?.name ?? null}
      ssoOwn={await anyWorkspaceProvider()}
      googleError={googleErrorKind(error)}
    />
  );
}
