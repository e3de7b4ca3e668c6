import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppError } from "@/lib/server/errors";
import { checkResetToken } from "@/lib/server/auth/password-reset";
import { InvalidResetLink, ResetPasswordForm } from "./reset-password-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.reset"))("title") };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const { token } = await searchParams;
  const valid = await checkResetToken(token).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError) return false;
      throw error;
    },
  );
  return valid && typeof token === "string" ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
