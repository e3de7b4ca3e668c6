"use client";

import { Button, Group, Badge, Popover, Select, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilter, IconPlus, IconSearch } from "@tabler/icons-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  CAMPAIGN_STATUSES,
  CHANNEL_KINDS,
  CHANNEL_STATUSES,
  NOTIFICATION_TABS,
  type NotificationModuleInfo,
  type NotificationTab,
} from "@/modules/notification/shared/types";
import { CampaignsTab } from "./campaigns-tab";
import type { ResourceTabProps } from "./resource-tab";
import type { PreviewViewer } from "./preview-viewer";
import { ChannelsTab } from "./channels-tab";
import { TemplatesTab } from "./templates-tab";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";

/** The filters of each tab, as the URL holds them (q, kind, status, channelKind). */
export interface ModuleFilters {
  q: string;
  kind: string | null;
  status: string | null;
  channelKind: string | null;
}

const FILTER_KEYS: Record<NotificationTab, readonly ("kind" | "status" | "channelKind")[]> = {
  channels: ["kind", "status"],
  templates: ["channelKind"],
  campaigns: ["status"],
};

/**
 * The Notification module (spec §2): breadcrumb, name, the channels / templates / campaigns tabs
 * (each a route), search and Filter in the URL, the create button (a dialog route), and the tab's
 * table with its dialogs.
 */
export function NotificationModuleView(props: {
  info: NotificationModuleInfo;
  viewer: PreviewViewer;
  tab: NotificationTab;
  creating: boolean;
}) {
  const { info, tab, creating, viewer } = props;
  const t = useTranslations("notificationModule");
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const projectId = info.project?.id ?? "";
  const moduleQuery = search.get("moduleId") ? `?moduleId=${search.get("moduleId")}` : "";
  const tabUrl = (next: NotificationTab) => `/project/${projectId}/notification/${next}${moduleQuery}`;
  const createUrl = `/project/${projectId}/notification/${tab}/create${moduleQuery}`;

  const pick = (key: string, allowed: readonly string[]) => {
    const value = search.get(key);
    return value && allowed.includes(value) ? value : null;
  };
  const filters: ModuleFilters = {
    q: search.get("q")?.slice(0, 100) ?? "",
    kind: pick("kind", CHANNEL_KINDS),
    status: pick("status", tab === "campaigns" ? CAMPAIGN_STATUSES : CHANNEL_STATUSES),
    channelKind: pick("channelKind", CHANNEL_KINDS),
  };
  const [q, setQ] = useState(filters.q);
  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const text = next.toString();
    router.replace(`${pathname}${text ? `?${text}` : ""}`, { scroll: false });
  };
  const setSearch = useDebouncedCallback((value: string) => setParam({ q: value.trim() || null }), 300);
  const active = FILTER_KEYS[tab].filter((key) => filters[key]).length;
  const closeCreate = () => router.push(tabUrl(tab));
  const tabProps: ResourceTabProps = { info, filters, creating, onCloseCreate: closeCreate, createUrl };

  const options = (values: readonly string[], prefix: string) => [
    { value: "", label: t("any") },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}` as never) })),
  ];

  return (
    <Stack gap="md" p="md" data-testid="notification-module">
      <ModuleBreadcrumbs label={t("breadcrumbs")} dashboards={t("projects")} project={info.project} />
      <Title order={2}>{info.name}</Title>
      <Tabs value={tab} onChange={(value) => value && router.push(tabUrl(value as NotificationTab))}>
        <Tabs.List>
          {NOTIFICATION_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t("search")}
            placeholder={t("search")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              setSearch(event.currentTarget.value);
            }}
            w={240}
          />
          <Popover position="bottom-start" shadow="md" width={260}>
            <Popover.Target>
              <Button
                variant="default"
                leftSection={<IconFilter size={16} aria-hidden />}
                rightSection={
                  active > 0 ? (
                    <Badge size="xs" circle>
                      {active}
                    </Badge>
                  ) : undefined
                }
              >
                {t("filter")}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="sm">
                {FILTER_KEYS[tab].map((key) => (
                  <Select
                    key={key}
                    label={key === "status" ? t("columns.status") : t("columns.kind")}
                    data={
                      key === "status"
                        ? tab === "campaigns"
                          ? options(CAMPAIGN_STATUSES, "campaignStatuses")
                          : options(CHANNEL_STATUSES, "statuses")
                        : options(CHANNEL_KINDS, "kinds")
                    }
                    value={filters[key] ?? ""}
                    onChange={(value) => setParam({ [key]: value || null })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: false }}
                  />
                ))}
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={active === 0}
                  onClick={() => setParam(Object.fromEntries(FILTER_KEYS[tab].map((key) => [key, null])))}
                >
                  {t("filterClear")}
                </Button>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
        {info.access.add && (
          <Button
            component={Link}
            href={createUrl}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="create-button"
          >
            {t(`create.${tab}`)}
          </Button>
        )}
      </Group>
      {tab === "channels" && <ChannelsTab {...tabProps} />}
      {tab === "templates" && <TemplatesTab {...tabProps} viewer={viewer} />}
      {tab === "campaigns" && <CampaignsTab {...tabProps} />}
    </Stack>
  );
}
