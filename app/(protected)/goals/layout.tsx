import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { GoalsViewerProvider } from "@/components/goals/goals-viewer";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("goals"))("title") };
}

/**
 * The goals pages (spec/work-management.md §2 Goals) of the active workspace: the guard, and who is
 * looking. Every goal is loaded in the browser through /api/v1/goals, which checks what they may see.
 */
export default async function GoalsLayout({ children }: { children: ReactNode }) {
  const actor = await requireWorkspaceActor();
  const canWrite = actor.role === "owner" || actor.role === "admin" || actor.role === "member";
  return (
    <GoalsViewerProvider viewer={{ id: actor.userId, name: actor.name, canWrite }}>
      {children}
    </GoalsViewerProvider>
  );
}
