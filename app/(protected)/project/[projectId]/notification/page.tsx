import { redirect } from "next/navigation";

type Props = {
  params: Promise<{ projectId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /project/{projectId}/notification → its channels tab (spec §2), keeping ?moduleId=. */
export default async function NotificationModuleRoot({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const query = typeof moduleId === "string" ? `?moduleId=${encodeURIComponent(moduleId)}` : "";
  redirect(`/project/${encodeURIComponent(projectId)}/notification/channels${query}`);
}
