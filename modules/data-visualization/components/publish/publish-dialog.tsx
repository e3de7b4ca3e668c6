"use client";

import { Alert, Divider, Modal, Skeleton, Stack, Text, Title, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconWorld } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import type { Filters } from "@/modules/data-visualization/shared/filters";
import type { Share } from "@/modules/data-visualization/shared/shares";
import { ShareForm } from "./share-form";
import { sharesQuery } from "./share-queries";
import { ShareRow } from "./share-row";
import { withShare } from "./share-values";

export interface PublishProps {
  moduleId: string;
  dashboardId: string;
  /** The dashboard's filters: a new link locks these unless changed. */
  dashboardFilters: Filters;
  /** The workspace whose projects and people the locked filters name. */
  workspaceId: string;
}

/**
 * 'Publish': what a published link shows and to whom, a form for a new link, and the dashboard's
 * links (newest first) to copy or revoke. Full screen below `sm`; Escape and its named close button
 * close it.
 */
export function PublishDialog(props: PublishProps & { opened: boolean; onClose: () => void }) {
  const t = useTranslations("dataVisualization.publish");
  const tc = useTranslations("common");
  const theme = useMantineTheme();
  const fullScreen = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false);
  const links = useQuery(sharesQuery(props.moduleId, props.dashboardId), { enabled: props.opened });
  const list = links.data;
  const changed = (share: Share) => links.setData((current) => withShare(current, share));

  let body;
  if (links.error && !list)
    body = (
      <LoadError
        error={errorMessage(links.error, t("loadError"))}
        retryLabel={tc("retry")}
        onRetry={() => void links.refetch()}
      />
    );
  else if (!list)
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t("loading")} role="status">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  else if (list.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="shares-empty">
        {t("empty")}
      </Text>
    );
  else
    body = (
      <Stack gap="xs" role="list" aria-label={t("listTitle")}>
        {list.map((share) => (
          <ShareRow
            key={share.id}
            moduleId={props.moduleId}
            dashboardId={props.dashboardId}
            workspaceId={props.workspaceId}
            share={share}
            onChanged={changed}
          />
        ))}
      </Stack>
    );

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("title")}
      size="lg"
      centered
      fullScreen={fullScreen}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="publish-dialog"
    >
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconWorld aria-hidden />} role="note">
          <Stack gap={4}>
            <Text size="sm">{t("explain")}</Text>
            <Text size="sm">{t("explainRevoke")}</Text>
          </Stack>
        </Alert>
        <ShareForm
          moduleId={props.moduleId}
          dashboardId={props.dashboardId}
          workspaceId={props.workspaceId}
          dashboardFilters={props.dashboardFilters}
          onCreated={changed}
        />
        <Divider />
        <Stack gap="xs" data-testid="shares">
          <Title order={3} size="h5">
            {t("listTitle")}
          </Title>
          {body}
        </Stack>
      </Stack>
    </Modal>
  );
}
