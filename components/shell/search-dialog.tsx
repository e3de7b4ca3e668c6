"use client";

import { Badge, Loader, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Spotlight, spotlight } from "@mantine/spotlight";
import { IconClock, IconFolder, IconSearch, IconSparkles, IconTarget, IconUser } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { ModuleIcon } from "@/components/modules/module-icon";
import { errorMessage } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { clearRecentSearches, recentSearches, rememberSearch } from "@/lib/client/search/recent";
import { AI_MODULE_TAGS, type AiModuleTag } from "@/lib/ai/types";
import { AI_MESSAGE_MAX } from "@/lib/schemas/ai";
import type * as endpoints from "@/lib/contracts/search";
import type { SearchHit, SearchResult } from "@/lib/search/types";
import { useNavigation } from "./navigation-context";
import classes from "./search-dialog.module.css";
import { registerOpener } from "./palette-store";

// Asking Nia opens the Ask AI dialog of a module: its code loads on that choice.
const AskAiDialog = dynamic(
  () => import("@/components/ai/ask-ai-dialog").then((module) => module.AskAiDialog),
  {
    ssr: false,
  },
);

/** How long typing rests before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

const isAiTag = (tag: string): tag is AiModuleTag => (AI_MODULE_TAGS as readonly string[]).includes(tag);

/** The question and what was found, as Ask AI receives it. */
export function askNiaMessage(q: string, result: SearchResult | undefined): string {
  const lines = (result?.groups ?? [])
    .flatMap((group) => group.hits.slice(0, 3))
    .slice(0, 10)
    .map((hit) => `- ${hit.title}${hit.snippet ? ` — ${hit.snippet}` : ""}`);
  const message = lines.length ? `${q}\n\n${lines.join("\n")}` : q;
  return message.length > AI_MESSAGE_MAX ? `${message.slice(0, AI_MESSAGE_MAX - 1)}…` : message;
}

function HitIcon({ hit }: { hit: SearchHit }): ReactNode {
  if (hit.entity === "project") return <IconFolder size={18} aria-hidden />;
  if (hit.entity === "person") return <IconUser size={18} aria-hidden />;
  if (hit.entity === "goal") return <IconTarget size={18} aria-hidden />;
  return hit.module ? <ModuleIcon tag={hit.module.tag} /> : <IconSearch size={18} aria-hidden />;
}

/**
 * Search everything (issue 40, item 2): the header's box and Ctrl/Cmd+K. While empty, the recent
 * searches; typing searches the workspace (GET /api/v1/search, after a short rest) — projects,
 * modules, people, goals and each kind's entities the person may read, grouped, best first; arrows
 * move, Enter opens. "Ask Nia" sends the question with what was found to Ask AI of the first
 * module found that has one (else of the first such module in the sidebar).
 */
export function SearchDialog() {
  const t = useTranslations("search");
  const tShell = useTranslations("shell");
  const router = useRouter();
  const { projects, workspaceModules } = useNavigation();
  const [query, setQuery] = useState("");
  const [recent, setRecent] = useState<string[]>([]);
  const [asking, setAsking] = useState<{ moduleId: string; tag: AiModuleTag; message: string } | null>(null);
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const q = query.trim();
  const results = useQuery(
    debounced
      ? endpointQuery<typeof endpoints.search>("GET /api/v1/search", { query: { q: debounced } })
      : null,
    { keepPrevious: true, staleTime: 30_000 },
  );
  const result = debounced && q ? results.data : undefined;

  // From now on the search box and the shortcut open this dialog (a pending request opens it now).
  useEffect(
    () =>
      registerOpener(() => {
        setRecent(recentSearches());
        spotlight.open();
      }),
    [],
  );

  const open = (href: string) => {
    setRecent(rememberSearch(q));
    spotlight.close();
    router.push(href);
  };

  // Ask AI of the first module found that has one, else the sidebar's first.
  const found = result?.groups.flatMap((group) => group.hits) ?? [];
  const fromHits = found.map((hit) => hit.module).find((module) => !!module && isAiTag(module.tag));
  const fromNav = [...projects.flatMap((project) => project.modules), ...workspaceModules].find((module) =>
    isAiTag(module.tag),
  );
  const assistant = fromHits ?? fromNav;
  const askNia = () => {
    if (!assistant || !isAiTag(assistant.tag)) return;
    setRecent(rememberSearch(q));
    spotlight.close();
    setAsking({ moduleId: assistant.id, tag: assistant.tag, message: askNiaMessage(q, result) });
  };

  const busy = !!q && (q !== debounced || results.fetching);
  let body: ReactNode;
  if (!q) {
    body = recent.length ? (
      <Spotlight.ActionsGroup label={t("recent")}>
        {recent.map((item) => (
          <Spotlight.Action
            key={item}
            label={item}
            leftSection={<IconClock size={18} aria-hidden />}
            closeSpotlightOnTrigger={false}
            onClick={() => setQuery(item)}
            data-testid="search-recent"
          />
        ))}
        <Spotlight.Action
          label={t("clearRecent")}
          dimmedSections
          closeSpotlightOnTrigger={false}
          onClick={() => {
            clearRecentSearches();
            setRecent([]);
          }}
        />
      </Spotlight.ActionsGroup>
    ) : (
      <Spotlight.Empty>{t("hint")}</Spotlight.Empty>
    );
  } else {
    body = (
      <>
        {assistant && (
          <Spotlight.Action
            leftSection={<IconSparkles size={18} aria-hidden />}
            label={t("askNia", { q })}
            description={t("askNiaHint")}
            closeSpotlightOnTrigger={false}
            onClick={askNia}
            data-testid="search-ask-nia"
          />
        )}
        {results.error && !result ? (
          <Spotlight.Empty>
            <Text c="red" size="sm" role="alert">
              {errorMessage(results.error, t("failed"))}
            </Text>
          </Spotlight.Empty>
        ) : result && result.groups.length === 0 && !busy ? (
          <Spotlight.Empty data-testid="search-empty">{t("empty", { q })}</Spotlight.Empty>
        ) : (
          result?.groups.map((group) => (
            <Spotlight.ActionsGroup key={group.entity} label={t(`entities.${group.entity}`)}>
              {group.hits.map((hit) => {
                const place = [hit.project?.name, hit.module?.name].filter(Boolean).join(" › ");
                return (
                  <Spotlight.Action
                    key={`${hit.entity}-${hit.id}`}
                    leftSection={<HitIcon hit={hit} />}
                    label={hit.title}
                    description={hit.snippet ?? (place ? t("in", { place }) : undefined)}
                    rightSection={
                      place && hit.snippet ? (
                        <Badge variant="light" color="gray" size="sm" maw={180}>
                          {place}
                        </Badge>
                      ) : undefined
                    }
                    highlightQuery
                    onClick={() => open(hit.href)}
                    data-testid="search-result"
                    data-entity={hit.entity}
                  />
                );
              })}
            </Spotlight.ActionsGroup>
          ))
        )}
      </>
    );
  }

  return (
    <>
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={null}
        scrollable
        maxHeight={480}
        clearQueryOnClose
        classNames={{ action: classes.action, actionDescription: classes.description }}
      >
        <Spotlight.Search
          leftSection={
            busy ? <Loader size={16} aria-label={t("searching")} /> : <IconSearch size={18} aria-hidden />
          }
          placeholder={tShell("searchPlaceholder")}
          aria-label={t("label")}
          data-testid="search-input"
        />
        <Spotlight.ActionsList aria-busy={busy} data-testid="search-results">
          {body}
        </Spotlight.ActionsList>
        <Spotlight.Footer>
          <Text size="xs" c="dimmed">
            {t("keyboard")}
          </Text>
        </Spotlight.Footer>
      </Spotlight.Root>
      {asking && (
        <AskAiDialog
          opened
          onClose={() => setAsking(null)}
          moduleId={asking.moduleId}
          moduleTag={asking.tag}
          returnTo={typeof window === "undefined" ? "/" : window.location.pathname}
          initialMessage={asking.message}
        />
      )}
    </>
  );
}
