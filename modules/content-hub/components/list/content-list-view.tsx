"use client";

import { Button, Center, Group, Stack, Switch, Tabs, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCategory, IconPlugConnected, IconPlus, IconSearch, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { AskAiButton } from "@/components/ai/ask-ai-button";
import { IntegrateButton } from "@/components/integrations/integrate-button";
import { ModuleBreadcrumbs } from "@/components/modules/module-breadcrumbs";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { whenModuleRoomJoined } from "@/lib/client/module-room";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useRoomInvalidation } from "@/lib/client/query/use-room-invalidation";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { contentHubApi, contentHubQueries } from "@/modules/content-hub/client/api";
import {
  CONTENT_TABS,
  contentListHref,
  dialogHref,
  type ContentTab,
} from "@/modules/content-hub/shared/routes";
import type { ContentListFirstData } from "@/modules/content-hub/shared/types";
import { ManageCategoriesModal } from "../categories/manage-categories-modal";
import { DeveloperPanel } from "../connect/developer-panel";
import { useDomain } from "../connect/use-domain";
import { useContentHub } from "../content-hub-context";
import { ContentTable, type ContentRow } from "./content-table";

/**
 * /content-hub/{moduleId} (spec §2): blog posts and products in tabs (?active=products), searched,
 * with Ask AI, User management, Connect, Add, Manage categories and, for module admins, the Developer mode
 * switch (the public API's endpoints below the list while on). `initial` is what the server read with
 * the page (the blog tab's first page, the domain): shown at once, not read again on hydration.
 */
export function ContentListView({ initial = null }: { initial?: ContentListFirstData | null }) {
  const t = useTranslations("contentHub");
  const info = useContentHub();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The list's own dialogs sit under it (new, connect, members): behind them it keeps its tab.
  const onList = pathname === `/content-hub/${info.id}`;
  const urlTab: ContentTab = searchParams.get("active") === "products" ? "products" : "blog";
  const [listTab, setListTab] = useState(urlTab);
  if (onList && listTab !== urlTab) setListTab(urlTab);
  const tab = onList ? urlTab : listTab;
  const href = contentListHref(info.id, tab);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 500);
  // One tab's rows (newest change first), searched by `q`: the first page (the unsearched blog
  // tab's from the server), then more on demand.
  const seed = useServerSeed(initial);
  const firstPosts = seed && q.trim() === "" ? seed.posts : undefined;
  const posts = usePagedQuery(
    tab === "blog" ? (cursor) => contentHubQueries.posts(info.id, { q, cursor }) : null,
    { initialPage: firstPosts, staleTime: firstPosts ? SERVER_FRESH_MS : 0 },
  );
  const products = usePagedQuery(
    tab === "products" ? (cursor) => contentHubQueries.products(info.id, { q, cursor }) : null,
  );
  const list = tab === "blog" ? posts : products;
  // Others' changes (another person, tab or an API client) show live: the module's room events
  // (content-hub.events, through the outbox) read the module's queries again.
  useRoomInvalidation(info.id, { events: (envelope) => envelope.tag === "ContentHub" });
  // A change made between the server's read and the room's join reached nobody: once in the room,
  // a view showing the server's data reads it again, behind what it shows.
  const seeded = seed !== null;
  useEffect(() => {
    if (!seeded) return;
    return whenModuleRoomJoined(info.id, () => invalidateQueries({ tag: moduleTag(info.id) }));
  }, [seeded, info.id]);
  const rows: ContentRow[] | null =
    tab === "blog"
      ? (posts.items?.map((item) => ({ kind: "blog" as const, item })) ?? null)
      : (products.items?.map((item) => ({ kind: "product" as const, item })) ?? null);
  const failure = list.error ?? list.moreError;
  const listError = failure ? errorMessage(failure, t("list.loadFailed")) : null;
  const domain = useDomain(info.id, seed?.domains);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const write = info.access.add || info.access.edit || info.access.delete;

  const toggleDeveloperMode = async (on: boolean) => {
    if (!domain.domain) return;
    setSwitching(true);
    try {
      domain.setDomain(await contentHubApi.updateDomain(info.id, domain.domain.id, { developerMode: on }));
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("connect.saveFailed")) });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Stack gap="md">
      <ModuleBreadcrumbs
        label={t("breadcrumbs")}
        dashboards={t("dashboards")}
        project={info.project}
        current={info.name}
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: "break-word" }}>
          {info.name}
        </Title>
        <Group gap="xs">
          {info.access.manage && (
            <Tooltip label={t("developer.needsDomain")} disabled={!!domain.domain}>
              <Switch
                label={t("developer.switch")}
                checked={domain.domain?.developerMode ?? false}
                disabled={!domain.domain || switching}
                onChange={(event) => void toggleDeveloperMode(event.currentTarget.checked)}
                data-testid="developer-mode-switch"
              />
            </Tooltip>
          )}
          <AskAiButton moduleId={info.id} moduleTag="ContentHub" returnTo={href} />
          <IntegrateButton
            module={{ moduleId: info.id, name: info.name, tag: "ContentHub", project: info.project }}
          />
          <Button
            component={Link}
            href={dialogHref(info.id, "members", href)}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            {t("userManagement")}
          </Button>
          <Button
            component={Link}
            href={dialogHref(info.id, "connect", href)}
            variant="default"
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {t("connect.button")}
          </Button>
          {write && (
            <Button
              variant="default"
              leftSection={<IconCategory size={16} aria-hidden />}
              onClick={() => setCategoriesOpen(true)}
            >
              {t("categories.manage")}
            </Button>
          )}
          {info.access.add && (
            <Button
              component={Link}
              href={`${dialogHref(info.id, "new", href)}&active=${tab}`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("add")}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value && onList)
            router.replace(contentListHref(info.id, value as ContentTab), { scroll: false });
        }}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t("list.tabsLabel")}>
          {CONTENT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`list.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t("list.search")}
        aria-label={t("list.search")}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={360}
        maxLength={100}
      />
      <LoadError
        error={listError}
        retryLabel={t("retry")}
        onRetry={() => void (list.error ? list.refetch() : list.loadMore())}
      />
      {!listError && rows?.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed" data-testid="content-empty">
            {q.trim() ? t("list.noMatch") : t("empty")}
          </Text>
        </Center>
      ) : (
        !listError && <ContentTable moduleId={info.id} tab={tab} rows={rows} />
      )}
      {list.hasMore && (
        <Group justify="center">
          <Button variant="default" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            {t("list.loadMore")}
          </Button>
        </Group>
      )}
      {domain.domain?.developerMode && (
        <DeveloperPanel moduleId={info.id} keyLast4={domain.domain.apiKeyLast4} />
      )}
      {categoriesOpen && (
        <ManageCategoriesModal
          contentType={tab === "blog" ? "blog" : "product"}
          onClose={() => {
            setCategoriesOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
