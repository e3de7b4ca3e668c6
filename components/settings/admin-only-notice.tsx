"use client";

import { Alert, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { PageHeading } from "@/components/ui/page-heading";

/**
 * A workspace settings page for a member below admin (webhooks, the audit log): its title and intro,
 * and who may use it instead of its content. `namespace` holds title, intro, forbiddenTitle and
 * forbidden, each given the workspace's name.
 */
export function AdminOnlyNotice({
  namespace,
  workspaceName,
  maw,
  testId,
}: {
  namespace:
    "settings.webhooks" | "settings.auditLog" | "settings.sso" | "settings.serviceTokens" | "settings.export";
  workspaceName: string;
  maw: number;
  /** The test ids of the page and of the notice. */
  testId: { page: string; notice: string };
}) {
  const t = useTranslations(namespace);
  return (
    <Stack gap="lg" maw={maw} data-testid={testId.page}>
      <PageHeading title={t("title")} text={t("intro", { workspace: workspaceName })} />
      <Alert
        color="blue"
        icon={<IconLock size={18} aria-hidden />}
        title={t("forbiddenTitle")}
        data-testid={testId.notice}
      >
        {t("forbidden", { workspace: workspaceName })}
      </Alert>
    </Stack>
  );
}
