"use client";

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconExternalLink } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { ModuleInfo } from "@/lib/modules/types";
import { automationApi, automationQueries } from "@/modules/workflow-automation/client/api";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { durationText, StatusBadge } from "./status-badge";

const WHEN = { dateStyle: "short", timeStyle: "medium" } as const;

/**
 * One run: its status, times and version, its error and the element at fault, Retry (a failed run
 * goes on from its failed step) and Cancel (a run not ended), the decisions its user tasks wait for,
 * each step in order with its time and error, and its variables; 'Open in viewer' shows its path.
 * Read again every 2 s while it has not ended.
 */
export function InstanceDetail(props: {
  place: AutomationPlace;
  instanceId: string;
  info: ModuleInfo;
  /** The person looking: a user task's assignee decides it. */
  viewerId: string;
  onBack: () => void;
}) {
  const { place, instanceId } = props;
  const t = useTranslations("workflowAutomation.instances");
  const tc = useTranslations("common");
  const format = useFormatter();
  const read = useQuery(automationQueries.instance(place.moduleId, instanceId));
  const [busy, setBusy] = useState<string | null>(null);
  const run = read.data;
  const live = run?.status === "created" || run?.status === "processing";
  const { refetch } = read;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => void refetch(), 2_000);
    return () => window.clearInterval(timer);
  }, [live, refetch]);

  const act = async (what: string, work: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await work();
      invalidateQueries({ tag: moduleTag(place.moduleId) });
      await refetch();
      notifications.show({ color: "teal", message: done });
    } catch (failure) {
      notifications.show({ color: "red", message: errorMessage(failure, t("actionFailed")) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="instance-detail">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={props.onBack}>
          {t("back")}
        </Button>
        {run && (
          <Anchor
            href={automationHrefs.viewer(place, run.process.id, run.id)}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="open-viewer"
          >
            <Group gap={4} component="span">
              {t("openViewer")}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      <LoadError
        error={read.error && errorMessage(read.error, t("loadFailed"))}
        retryLabel={tc("retry")}
        onRetry={() => void refetch()}
      />
      {!run && !read.error && <Skeleton h={200} />}
      {run && (
        <>
          <Group gap="md" wrap="wrap">
            <StatusBadge status={run.status} />
            <Text size="sm">{t("startedAt", { when: format.dateTime(new Date(run.createdAt), WHEN) })}</Text>
            {run.endedAt && (
              <Text size="sm">
                {t("tookTime", {
                  duration: durationText(Date.parse(run.endedAt) - Date.parse(run.createdAt)),
                })}
              </Text>
            )}
            <Badge variant="outline" color="gray">
              {t("version", { version: run.version })}
            </Badge>
          </Group>
          {run.error && (
            <Alert
              color="red"
              title={t("failedAt", { element: run.failedElementId ?? "—" })}
              data-testid="instance-error"
            >
              {run.error}
            </Alert>
          )}
          {props.info.access.edit && (
            <Group gap="xs">
              {run.status === "failed" && (
                <Button
                  size="xs"
                  loading={busy === "retry"}
                  onClick={() =>
                    void act("retry", () => automationApi.retry(place.moduleId, run.id), t("retried"))
                  }
                  data-testid="instance-retry"
                >
                  {t("retry")}
                </Button>
              )}
              {live && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={busy === "cancel"}
                  onClick={() =>
                    void act("cancel", () => automationApi.cancel(place.moduleId, run.id), t("cancelled"))
                  }
                  data-testid="instance-cancel"
                >
                  {t("cancelRun")}
                </Button>
              )}
            </Group>
          )}
          {run.userTasks.some((task) => task.status === "open") && (
            <Stack gap={6}>
              <Title order={5}>{t("decisions")}</Title>
              {run.userTasks
                .filter((task) => task.status === "open")
                .map((task) => (
                  <Group key={task.id} justify="space-between" data-testid="user-task">
                    <Text size="sm">{task.title}</Text>
                    {/* Its assignee decides; a task without one, an editor of the module. */}
                    {(
                      task.assigneeId === null ? props.info.access.edit : task.assigneeId === props.viewerId
                    ) ? (
                      <Group gap="xs">
                        <Button
                          size="xs"
                          color="teal"
                          loading={busy === `${task.id}:approved`}
                          onClick={() =>
                            void act(
                              `${task.id}:approved`,
                              () => automationApi.decide(place.moduleId, task.id, "approved"),
                              t("approvedDone"),
                            )
                          }
                        >
                          {t("approve")}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          loading={busy === `${task.id}:rejected`}
                          onClick={() =>
                            void act(
                              `${task.id}:rejected`,
                              () => automationApi.decide(place.moduleId, task.id, "rejected"),
                              t("rejectedDone"),
                            )
                          }
                        >
                          {t("reject")}
                        </Button>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t("waitsForAnother")}
                      </Text>
                    )}
                  </Group>
                ))}
            </Stack>
          )}
          <Title order={5}>{t("steps")}</Title>
          <ScrollArea>
            <Table verticalSpacing={4} miw={520} data-testid="instance-steps">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("step")}</Table.Th>
                  <Table.Th>{t("statusLabel")}</Table.Th>
                  <Table.Th>{t("started")}</Table.Th>
                  <Table.Th>{t("duration")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {run.steps.map((step) => (
                  <Table.Tr key={step.id} data-testid="instance-step" data-element-id={step.elementId}>
                    <Table.Td>
                      <Text size="sm">{step.name || step.elementId}</Text>
                      <Text size="xs" c="dimmed">
                        {step.elementType.replace(/^bpmn:/, "")}
                      </Text>
                      {step.error && (
                        <Text size="xs" c="red">
                          {step.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`stepStatus.${step.status}`)}</Table.Td>
                    <Table.Td>{format.dateTime(new Date(step.startedAt), { timeStyle: "medium" })}</Table.Td>
                    <Table.Td>
                      {step.endedAt
                        ? durationText(Date.parse(step.endedAt) - Date.parse(step.startedAt))
                        : "—"}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Title order={5}>{t("variables")}</Title>
          <Code block data-testid="instance-variables">
            {JSON.stringify(run.variables, null, 2)}
          </Code>
        </>
      )}
    </Stack>
  );
}
