import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "./register-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.register"))("title") };
}

export default function RegisterPage() {
  return <RegisterForm />;
}
