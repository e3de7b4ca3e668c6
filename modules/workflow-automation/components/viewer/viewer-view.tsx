"use client";

import { Alert, Anchor, Box, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import type { ModuleInfo } from "@/lib/modules/types";
import { automationQueries } from "@/modules/workflow-automation/client/api";
import type { BpmnProcess, ProcessInstanceDetail } from "@/modules/workflow-automation/shared/types";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import type { DiagramMark } from "../diagram/diagram-canvas";
import { StatusBadge } from "../instances/status-badge";

const DiagramCanvas = dynamic(() => import("../diagram/diagram-canvas"), { ssr: false });

const WHEN = { dateStyle: "short", timeStyle: "medium" } as const;

/** The marks of a run: its steps done, where it waits, where it failed (the last word wins). */
export function marksOf(run: ProcessInstanceDetail | undefined): Map<string, DiagramMark> {
  const marks = new Map<string, DiagramMark>();
  if (!run) return marks;
  for (const step of run.steps) {
    if (step.status === "completed") marks.set(step.elementId, "done");
    else if (step.status === "waiting" || step.status === "started") marks.set(step.elementId, "waiting");
    else if (step.status === "failed") marks.set(step.elementId, "failed");
  }
  for (const wait of run.waiting) marks.set(wait.elementId, "waiting");
  if (run.failedElementId) marks.set(run.failedElementId, "failed");
  return marks;
}

/**
 * The viewer (spec: …/process/{processId}/viewer?processInstanceId=, opened in a new tab): the
 * automation drawn full size with pan and zoom; with a run chosen, the path it took in green, where it
 * waits in blue and where it failed in red, read again every 2 s while it runs.
 */
export function ViewerView(props: {
  place: AutomationPlace;
  info: ModuleInfo;
  process: BpmnProcess;
  instanceId: string | null;
}) {
  const { place, process } = props;
  const t = useTranslations("workflowAutomation.viewer");
  const ti = useTranslations("workflowAutomation.instances");
  const format = useFormatter();
  const router = useRouter();
  const [drawError, setDrawError] = useState<string | null>(null);
  const runs = useQuery(automationQueries.instances(place.moduleId, process.id));
  const detail = useQuery(
    props.instanceId ? automationQueries.instance(place.moduleId, props.instanceId) : null,
  );
  const run = detail.data;
  const live = run?.status === "created" || run?.status === "processing";
  const { refetch } = detail;
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => void refetch(), 2_000);
    return () => window.clearInterval(timer);
  }, [live, refetch]);
  const marks = useMemo(() => marksOf(run), [run]);
  // A run is drawn on the version it ran (versions never change); without one, the draft.
  const ran = useQuery(run ? automationQueries.version(place.moduleId, process.id, run.version) : null, {
    staleTime: Infinity,
  });
  const xml = run ? ran.data?.source : process.source;
  const options = (runs.data?.data ?? []).map((instance) => ({
    value: instance.id,
    label: `${format.dateTime(new Date(instance.createdAt), WHEN)} · ${ti(`status.${instance.status}`)}`,
  }));
  if (props.instanceId && !options.some((option) => option.value === props.instanceId)) {
    options.unshift({ value: props.instanceId, label: props.instanceId });
  }

  return (
    <Stack gap="sm" data-testid="automation-viewer">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} href={automationHrefs.list(place)} aria-label={t("back")}>
            <IconArrowLeft size={20} aria-hidden />
          </Anchor>
          <Title order={2} size="h3" lineClamp={1}>
            {process.resourceName}
          </Title>
          {run && <StatusBadge status={run.status} />}
        </Group>
        <Select
          label={t("run")}
          placeholder={t("pickRun")}
          data={options}
          value={props.instanceId}
          w={320}
          clearable
          onChange={(value) => router.replace(automationHrefs.viewer(place, process.id, value))}
          data-testid="viewer-run"
        />
      </Group>
      {detail.error && <Alert color="red">{errorMessage(detail.error, t("loadFailed"))}</Alert>}
      {run?.error && (
        <Alert color="red" data-testid="viewer-error">
          {run.error}
        </Alert>
      )}
      {drawError && <Alert color="red">{drawError}</Alert>}
      <Paper withBorder style={{ height: "calc(100dvh - 220px)", minHeight: 420 }}>
        {xml ? (
          <DiagramCanvas
            xml={xml}
            navigable
            marks={marks}
            label={t("diagram", { name: process.resourceName })}
            onError={(error) => setDrawError(t("drawFailed", { reason: error.message }))}
          />
        ) : ran.error ? (
          <Alert color="red" m="md">
            {errorMessage(ran.error, t("loadFailed"))}
          </Alert>
        ) : (
          <Skeleton h="100%" />
        )}
      </Paper>
      <Group gap="md">
        {(["done", "waiting", "failed"] as const).map((mark) => (
          <Group key={mark} gap={6}>
            <Box
              w={14}
              h={14}
              style={{
                borderRadius: 3,
                border: `2px solid var(--mantine-color-${mark === "done" ? "teal" : mark === "waiting" ? "blue" : "red"}-7)`,
              }}
              aria-hidden
            />
            <Text size="sm">{t(`legend.${mark}`)}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
