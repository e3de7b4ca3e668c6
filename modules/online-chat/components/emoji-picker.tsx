"use client";

import {
  Loader,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { canonicalEmoji } from "@/modules/online-chat/shared/constants";
import classes from "./chat.module.css";

/** One emoji of the data set, in the reader's language. */
interface EmojiEntry {
  unicode: string;
  label: string;
  tags?: string[];
  group?: number;
}

/** Emojibase's groups in its order (2, "components", are skin tones and hair: not offered). */
const GROUPS = [0, 1, 3, 4, 5, 6, 7, 8, 9] as const;
type Group = (typeof GROUPS)[number];
/** Each group's tab: one of its emoji. */
const GROUP_ICONS: Record<Group, string> = {
  0: "😀",
  1: "👋",
  3: "🐻",
  4: "🍔",
  5: "✈️",
  6: "⚽",
  7: "💡",
  8: "❤️",
  9: "🏁",
};
/** Search shows at most this many matches. */
const MATCHES_SHOWN = 160;

/** The data set in the reader's language (English or Spanish), loaded once on first use. */
const loaded = new Map<string, Promise<EmojiEntry[]>>();
function emojiData(locale: string): Promise<EmojiEntry[]> {
  const language = locale === "es" ? "es" : "en";
  let data = loaded.get(language);
  if (!data) {
    data = (
      language === "es" ? import("emojibase-data/es/compact.json") : import("emojibase-data/en/compact.json")
    ).then((module) =>
      (module.default as EmojiEntry[]).filter((entry) => entry.group !== undefined && entry.group !== 2),
    );
    loaded.set(language, data);
  }
  return data;
}

/** Letters without accents, lower case, for search. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Every emoji by group, or those whose name or keywords (in the reader's language, accents aside)
 * start with what is searched; Enter in the search picks the first match. The data (Emojibase,
 * MIT) loads when the picker first opens.
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useTranslations("onlineChat");
  const locale = useLocale();
  const [entries, setEntries] = useState<EmojiEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [group, setGroup] = useState<Group>(0);
  useEffect(() => {
    let cancelled = false;
    emojiData(locale).then(
      (data) => !cancelled && setEntries(data),
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const shown = useMemo(() => {
    if (!entries) return [];
    const words = fold(query.trim()).split(/\s+/).filter(Boolean);
    if (words.length === 0) return entries.filter((entry) => entry.group === group);
    return entries
      .filter((entry) => {
        const names = [entry.label, ...(entry.tags ?? [])]
          .map(fold)
          .join(" ")
          .split(/[\s:,]+/);
        return words.every((word) => names.some((name) => name.startsWith(word)));
      })
      .slice(0, MATCHES_SHOWN);
  }, [entries, query, group]);
  const pick = (entry: EmojiEntry) => onPick(canonicalEmoji(entry.unicode));

  return (
    <Stack gap={6} w={300} data-testid="chat-emoji-picker">
      <TextInput
        aria-label={t("searchEmoji")}
        placeholder={t("searchEmoji")}
        leftSection={<IconSearch size={14} />}
        size="xs"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && shown[0]) {
            event.preventDefault();
            pick(shown[0]);
          }
        }}
        data-autofocus
      />
      {!query.trim() && (
        <SegmentedControl
          size="xs"
          fullWidth
          value={String(group)}
          onChange={(value) => setGroup(Number(value) as Group)}
          data={GROUPS.map((key) => ({
            value: String(key),
            label: (
              <span aria-label={t(`emojiGroups.g${key}`)} title={t(`emojiGroups.g${key}`)}>
                {GROUP_ICONS[key]}
              </span>
            ),
          }))}
        />
      )}
      {failed ? (
        <Text size="xs" c="red">
          {t("errorText", { message: t("loadFailed") })}
        </Text>
      ) : !entries ? (
        <Stack align="center" p="md">
          <Loader size="sm" aria-label={t("loading")} />
        </Stack>
      ) : shown.length === 0 ? (
        <Text size="xs" c="dimmed" ta="center" p="md">
          {t("noEmoji")}
        </Text>
      ) : (
        <ScrollArea h={220} type="auto">
          <SimpleGrid cols={8} spacing={0} verticalSpacing={0}>
            {shown.map((entry) => (
              <UnstyledButton
                key={entry.unicode}
                className={classes.emoji}
                aria-label={entry.label}
                title={entry.label}
                onClick={() => pick(entry)}
                data-testid="chat-emoji"
              >
                {entry.unicode}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </ScrollArea>
      )}
    </Stack>
  );
}
