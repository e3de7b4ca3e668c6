"use client";

import {
  Button,
  Center,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconPlus, IconSearch, IconTarget } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { GOAL_QUERIES, goalListPage, goalQueries } from "@/lib/client/goals/api";
import { addGoalHref, dashboardHref, isFirstView, type DashboardState } from "@/lib/client/goals/links";
import { useGoalsChanged } from "@/lib/client/goals/live";
import { invalidateQueries } from "@/lib/client/query/cache";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { useQuery } from "@/lib/client/query/use-query";
import { SERVER_FRESH_MS, useServerSeed } from "@/lib/client/query/use-server-seed";
import { useHydrated } from "@/lib/client/use-hydrated";
import {
  GOAL_FILTERS,
  GOAL_TABS,
  GOALS_FIRST_VIEW,
  type GoalCounts,
  type GoalFilter,
  type GoalPage,
  type GoalTab,
} from "@/lib/goals/api";
import { useGoalsViewer } from "../goals-viewer";
import { GoalCard } from "./goal-card";
import { useDashboardState } from "./use-dashboard-state";

const SEARCH_DELAY_MS = 300;
/** How long the list waits after a burst of live changes before it reads the goals again. */
const REFRESH_DELAY_MS = 800;
const isTab = (value: string | null): value is GoalTab => GOAL_TABS.some((tab) => tab === value);
const isFilter = (value: string): value is GoalFilter => GOAL_FILTERS.some((filter) => filter === value);

/**
 * /goals/dashboard: My goals / Team goals, the All / Open / Closed filter with counts, a search,
 * and the goals with their progress (keyset "Load more"), kept live. `initial`: the first view
 * (GOALS_FIRST_VIEW) as the server read it with the page, shown at once when the URL shows it.
 */
export function GoalsDashboard({
  initial = null,
}: {
  initial?: { page: GoalPage; counts: GoalCounts } | null;
}) {
  const t = useTranslations("goals");
  const viewer = useGoalsViewer();
  const router = useRouter();
  const { state, href } = useDashboardState();
  // The list shows from the server's HTML: end-to-end tests wait for this before clicking.
  const ready = useHydrated();
  // The tab's goals for its filter and search (keyset pages, "Load more") and the tab's counts,
  // read again when goals change elsewhere (the workspace's live event) or the socket comes back.
  const { active, filter, q } = state;
  const seed = useServerSeed(initial);
  const firstPage = seed && isFirstView(state) ? goalListPage(seed.page) : undefined;
  const list = usePagedQuery((cursor) => goalQueries.list({ active, filter, q, cursor }), {
    initialPage: firstPage,
    staleTime: firstPage ? SERVER_FRESH_MS : 0,
  });
  const firstCounts = active === GOALS_FIRST_VIEW.active ? seed?.counts : undefined;
  const countsQuery = useQuery(goalQueries.counts(active), {
    initialData: firstCounts,
    staleTime: firstCounts ? SERVER_FRESH_MS : 0,
  });
  const refreshSoon = useDebouncedCallback(() => void invalidateQueries(GOAL_QUERIES), REFRESH_DELAY_MS);
  useGoalsChanged(refreshSoon, () => void invalidateQueries(GOAL_QUERIES));
  const listError = useErrorText(list.error ?? list.moreError);
  const failed = list.error !== null && list.items === null;
  const items = list.items ?? [];
  const retry = () => void (list.error ? list.refetch() : list.loadMore());

  const [text, setText] = useState(state.q);
  const [seenQ, setSeenQ] = useState(state.q);
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (seenQ !== state.q) {
    // The URL's search changed elsewhere (back and forward, a link): the field follows it. What this
    // field sent itself is left alone, so letters typed since are kept.
    setSeenQ(state.q);
    if (state.q !== sentQ) setText(state.q);
  }
  // Tabs and filters are steps the back button retraces; typing a search only replaces the address.
  const go = (next: DashboardState, replace = false) =>
    replace
      ? router.replace(dashboardHref(next), { scroll: false })
      : router.push(dashboardHref(next), { scroll: false });
  const search = (q: string) => {
    setSentQ(q.trim());
    go({ ...state, q }, true);
  };
  const searchSoon = useDebouncedCallback(search, SEARCH_DELAY_MS);

  const addHref = addGoalHref(href);
  const counts = countsQuery.data ?? null;

  return (
    <Stack gap="lg" data-testid="goals-dashboard" data-ready={ready ? "true" : undefined}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        {viewer.canWrite && (
          <Button
            component={Link}
            href={addHref}
            scroll={false}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="add-goal-button"
          >
            {t("dashboard.addGoal")}
          </Button>
        )}
      </Group>

      <Tabs
        value={state.active}
        onChange={(value) => isTab(value) && go({ ...state, active: value })}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t("dashboard.tabsLabel")}>
          {GOAL_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`goals-tab-${tab}`}>
              {t(`dashboard.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          value={state.filter}
          onChange={(value) => isFilter(value) && go({ ...state, filter: value })}
          aria-label={t("dashboard.filterLabel")}
          data={GOAL_FILTERS.map((filter) => ({
            value: filter,
            label: counts
              ? t("dashboard.filterCount", {
                  filter: t(`dashboard.filters.${filter}`),
                  count: counts[filter],
                })
              : t(`dashboard.filters.${filter}`),
          }))}
          w={{ base: "100%", xs: "auto" }}
          data-testid="goals-filter"
        />
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchSoon(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") search(text);
          }}
          placeholder={t("dashboard.searchPlaceholder")}
          aria-label={t("dashboard.searchLabel")}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          w={{ base: "100%", xs: 280 }}
          data-testid="goals-search"
        />
      </Group>

      {failed ? (
        <LoadError
          error={listError}
          title={t("dashboard.loadFailed")}
          retryLabel={t("retry")}
          onRetry={retry}
        />
      ) : list.loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("dashboard.loading")}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={112} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <DashboardEmpty state={state} addHref={viewer.canWrite ? addHref : null} />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t(`dashboard.tabs.${state.active}`)}
          data-testid="goals-list"
        >
          {items.map((goal) => (
            <GoalCard key={goal.id} goal={goal} back={href} />
          ))}
        </Stack>
      )}

      {!failed && <LoadError error={listError} retryLabel={t("retry")} onRetry={retry} />}
      {list.hasMore && !listError && !list.loading && (
        <Center>
          <Button
            variant="default"
            loading={list.loadingMore}
            onClick={() => void list.loadMore()}
            data-testid="goals-load-more"
          >
            {t("dashboard.loadMore")}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** Nothing to list: why (the tab, the filter or the search) and, where it helps, a way to add a goal. */
function DashboardEmpty({ state, addHref }: { state: DashboardState; addHref: string | null }) {
  const t = useTranslations("goals.dashboard.empty");
  const searching = state.q !== "";
  const which = searching ? "search" : state.filter === "all" ? state.active : state.filter;
  return (
    <Paper withBorder radius="md" p="xl" data-testid="goals-empty">
      <Center>
        <Stack align="center" gap="xs" maw={440} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconTarget size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t(`${which}.title`)}
          </Title>
          <Text c="dimmed">{searching ? t("search.text", { q: state.q }) : t(`${which}.text`)}</Text>
          {addHref && !searching && state.filter !== "closed" && (
            <Button
              component={Link}
              href={addHref}
              scroll={false}
              mt="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="goals-empty-add"
            >
              {t("add")}
            </Button>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
