import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminOnlyNotice } from "@/components/settings/admin-only-notice";
import { ExportSettings } from "@/components/settings/export/export-settings";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { listExports, mayExport } from "@/lib/server/export/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.export"))("title") };
}

/** /settings/export: the active workspace's exports (issue 39), for its owners and administrators. */
export default async function ExportPage() {
  const actor = await requireWorkspaceActor();
  if (!(await mayExport(actor)))
    return (
      <AdminOnlyNotice
        namespace="settings.export"
        workspaceName={actor.workspaceName}
        maw={1000}
        testId={{ page: "export-settings", notice: "export-forbidden" }}
      />
    );
  const { data } = await listExports(actor);
  return <ExportSettings initial={data} workspaceName={actor.workspaceName} />;
}
