import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces"))("title") };
}

/** The chooser itself is rendered by the layout, so dialog routes below keep it in view. */
export default function WorkspacesPage() {
  return null;
}
