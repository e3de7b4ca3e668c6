import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutScreen } from "./logout-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("common"))("logout") };
}

export default function LogoutPage() {
  return <LogoutScreen />;
}
