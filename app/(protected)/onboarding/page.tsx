import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OnboardingStart } from "./onboarding-start";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("onboarding"))("step0Title") };
}

export default function OnboardingPage() {
  return <OnboardingStart />;
}
