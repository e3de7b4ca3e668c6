"use client";

import {
  Button,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import type { ModuleInfo } from "@/lib/modules/types";
import { automationQueries } from "@/modules/workflow-automation/client/api";
import type { ProcessInstance } from "@/modules/workflow-automation/shared/types";
import type { AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { InstanceDetail } from "./instance-detail";
import { durationText, StatusBadge } from "./status-badge";

const WHEN = { dateStyle: "short", timeStyle: "medium" } as const;

/** How often the list reads again while a run has not ended. */
const LIVE_MS = 2_000;

const running = (instance: ProcessInstance) =>
  instance.status === "created" || instance.status === "processing";

/**
 * The spec's 'Automation instances' (…/{processId}/process-instances?redirect=): the automation's runs,
 * newest first, with their status tags, start, end, duration and version; a run opens its detail
 * (steps, variables, error, retry, cancel, its path in the viewer). Read again every 2 s while a run
 * has not ended.
 */
export function InstancesDialog(props: {
  place: AutomationPlace;
  processId: string;
  /** A run to open at once (an inbox item's). */
  instanceId?: string | null;
  back: string;
  info: ModuleInfo;
  viewerId: string;
}) {
  const { place, processId } = props;
  const t = useTranslations("workflowAutomation.instances");
  const tc = useTranslations("common");
  const format = useFormatter();
  const router = useRouter();
  const small = useMediaQuery("(max-width: 48em)");
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.at(-1) ?? null;
  const list = useQuery(automationQueries.instances(place.moduleId, processId, page), { keepPrevious: true });
  const [openId, setOpenId] = useState<string | null>(props.instanceId ?? null);
  const items = list.data?.data ?? [];
  const live = items.some(running);
  const { refetch } = list;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => void refetch(), LIVE_MS);
    return () => window.clearInterval(timer);
  }, [live, refetch]);
  const close = () => router.push(props.back, { scroll: false });

  return (
    <Modal
      opened
      onClose={close}
      title={t("title")}
      size="xl"
      fullScreen={small}
      centered
      data-testid="instances-dialog"
    >
      {openId ? (
        <InstanceDetail
          place={place}
          instanceId={openId}
          info={props.info}
          viewerId={props.viewerId}
          onBack={() => {
            setOpenId(null);
            void refetch();
          }}
        />
      ) : (
        <Stack gap="sm">
          <LoadError
            error={list.error && errorMessage(list.error, t("loadFailed"))}
            retryLabel={tc("retry")}
            onRetry={() => void refetch()}
          />
          {list.loading && !list.data && <Skeleton h={160} />}
          {list.data && items.length === 0 && (
            <Text c="dimmed" ta="center" py="lg" data-testid="instances-empty">
              {t("empty")}
            </Text>
          )}
          {items.length > 0 && (
            <ScrollArea>
              <Table highlightOnHover verticalSpacing="xs" miw={560} data-testid="instances-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("started")}</Table.Th>
                    <Table.Th>{t("statusLabel")}</Table.Th>
                    <Table.Th>{t("ended")}</Table.Th>
                    <Table.Th>{t("duration")}</Table.Th>
                    <Table.Th>{t("versionLabel")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((instance) => (
                    <Table.Tr key={instance.id} data-testid="instance-row" data-instance-id={instance.id}>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => setOpenId(instance.id)}
                          aria-label={t("openRun", {
                            when: format.dateTime(new Date(instance.createdAt), WHEN),
                          })}
                          style={{ textDecoration: "underline" }}
                        >
                          {format.dateTime(new Date(instance.createdAt), WHEN)}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={instance.status} />
                      </Table.Td>
                      <Table.Td>
                        {instance.endedAt ? format.dateTime(new Date(instance.endedAt), WHEN) : "—"}
                      </Table.Td>
                      <Table.Td>
                        {instance.endedAt
                          ? durationText(Date.parse(instance.endedAt) - Date.parse(instance.createdAt))
                          : "—"}
                      </Table.Td>
                      <Table.Td>{instance.version}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={cursors.length < 2}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              {t("newer")}
            </Button>
            <Button
              variant="default"
              disabled={!list.data?.nextCursor}
              onClick={() => {
                const next = list.data?.nextCursor;
                if (next) setCursors((current) => [...current, next]);
              }}
            >
              {t("older")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
