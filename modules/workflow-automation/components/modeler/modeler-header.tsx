"use client";

import { Alert, Anchor, Badge, Button, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPlayerPlay, IconRocket } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { processState } from "../list/process-card";
import type { useModelerActions } from "./use-modeler-actions";

/**
 * The modeler's header, the same for the BPMN modeler and the rule builder: back to the list, the
 * automation's name, state, version and unsaved mark; the runs, `tools` (import/export), On/off,
 * Run, Save and Deploy; the notice of a pause after failures.
 */
export function ModelerHeader(props: {
  place: AutomationPlace;
  actions: ReturnType<typeof useModelerActions>;
  editable: boolean;
  ready: boolean;
  tools?: ReactNode;
}) {
  const t = useTranslations("workflowAutomation.modeler");
  const tl = useTranslations("workflowAutomation.list");
  const { actions, place } = props;
  const { process } = actions;
  const state = processState(process);
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} href={automationHrefs.list(place)} aria-label={t("back")}>
            <IconArrowLeft size={20} aria-hidden />
          </Anchor>
          <Stack gap={0}>
            <Title order={2} size="h3" lineClamp={1} data-testid="modeler-name">
              {process.resourceName}
            </Title>
            <Group gap={6}>
              <Badge
                variant="light"
                color={state === "on" ? "teal" : state === "paused" ? "orange" : "gray"}
                data-testid="modeler-state"
              >
                {tl(`state.${state}`)}
              </Badge>
              {process.version > 0 && (
                <Badge variant="outline" color="gray" data-testid="modeler-version">
                  {tl("version", { version: process.version })}
                </Badge>
              )}
              {actions.dirty && (
                <Text size="xs" c="orange" data-testid="modeler-unsaved">
                  {t("unsaved")}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} href={automationHrefs.instances(place, process.id)} variant="subtle">
            {tl("instances")}
          </Button>
          {props.editable && (
            <>
              {props.tools}
              {state !== "draft" && (
                <Switch
                  checked={process.enabled}
                  onChange={() => void actions.toggle()}
                  disabled={actions.busy === "toggle"}
                  label={t("enabled")}
                  data-testid="modeler-enabled"
                />
              )}
              {state === "on" && (
                <Button
                  variant="light"
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  loading={actions.busy === "run"}
                  onClick={() => void actions.start()}
                  data-testid="modeler-run"
                >
                  {t("run")}
                </Button>
              )}
              <Button
                variant="default"
                loading={actions.busy === "save"}
                disabled={!props.ready}
                onClick={() => void actions.save()}
                data-testid="modeler-save"
              >
                {t("save")}
              </Button>
              <Button
                leftSection={<IconRocket size={16} aria-hidden />}
                loading={actions.busy === "deploy"}
                disabled={!props.ready}
                onClick={() => void actions.deploy()}
                data-testid="modeler-deploy"
              >
                {t("deploy")}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {process.pausedReason && (
        <Alert color="orange" data-testid="modeler-paused">
          {t("pausedNotice")}
        </Alert>
      )}
    </>
  );
}
