import type { Metadata } from "next";
import * as z from "@/lib/zod";
import { lookupModuleById, moduleMetadata } from "@/components/modules/module-page";
import { RouteErrorOverlay } from "@/components/ui/route-error-overlay";
import { TASK_VIEWS } from "@/modules/task-management/client/view-state";
import { idSchema } from "@/lib/schemas/common";

type Props = {
  params: Promise<{ moduleId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const searchSchema = z.object({
  active: z._default(z.enum(TASK_VIEWS), "board"),
  projectId: z.optional(idSchema),
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return moduleMetadata(await lookupModuleById((await params).moduleId, "TaskManagement", "any"));
}

/**
 * /task-management/{moduleId}?active=board|list|subtask&projectId=: the views are the layout's;
 * this validates the search ('Invalid search params' over them when it fails).
 */
export default async function TaskManagementPage({ searchParams }: Props) {
  const search = searchSchema.safeParse(await searchParams);
  if (!search.success) return <RouteErrorOverlay kind="search" />;
  return null;
}
