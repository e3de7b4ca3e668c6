import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { googleAuthEnabled } from "@/lib/server/env";
import { HOME } from "@/lib/routing/decide-route";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { LoginForm } from "./login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.login"))("submit") };
}

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const { redirect } = searchSchema.parse(await searchParams);
  return <LoginForm redirectTo={safeRedirectPath(redirect, HOME)} googleEnabled={googleAuthEnabled()} />;
}
