"use client";

import { Button, Group, Stack, Tabs, Title } from "@mantine/core";
import { IconChartBar, IconClockPlay, IconTable, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import {
  TIME_TRACKER_TAG,
  TIME_TRACKER_TABS,
  type TimeTrackerTab,
} from "@/modules/time-tracker/shared/types";
import { useTimeTracker } from "./time-tracker-context";
import { IntegrateButton } from "@/components/integrations/integrate-button";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";

const ICONS = { timer: IconClockPlay, timesheet: IconTable, reports: IconChartBar } as const satisfies Record<
  TimeTrackerTab,
  unknown
>;

/**
 * The module's header (spec §2 Time tracker): where it lives, its name, the User management button
 * (a dialog route that comes back to `href`) and the view tabs, written to `?active=`.
 */
export function TimeTrackerHeader({
  active,
  href,
  onTabChange,
}: {
  active: TimeTrackerTab;
  /** This page's URL, where the dialog returns. */
  href: string;
  onTabChange: (tab: TimeTrackerTab) => void;
}) {
  const t = useTranslations("timeTracker");
  const { module, project } = useTimeTracker();

  return (
    <Stack gap="sm">
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={project}
        current={module.name}
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title
          order={1}
          fz={{ base: 22, sm: 26 }}
          style={{ wordBreak: "break-word" }}
          data-testid="time-tracker-name"
        >
          {module.name}
        </Title>
        <Group gap="xs">
          <IntegrateButton
            module={{ moduleId: module.id, name: module.name, tag: TIME_TRACKER_TAG, project }}
          />
          <Button
            component={Link}
            href={`/time-tracker/${module.id}/members?redirect=${encodeURIComponent(href)}`}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            {t("userManagement")}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={active}
        onChange={(value) => value && onTabChange(value as TimeTrackerTab)}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t("tabsLabel")}>
          {TIME_TRACKER_TABS.map((tab) => {
            const Icon = ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
