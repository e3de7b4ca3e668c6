"use client";

import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { TASK_SEARCH_MAX } from "@/modules/task-management/client/view-state";

const SEARCH_DELAY_MS = 300;

/** The search box: what is typed applies after a 300 ms pause; the URL's `q` fills it. */
export function TaskSearchInput({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const t = useTranslations("tasks.filterBar");
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [synced, setSynced] = useState(value);
  // A search changed elsewhere (back button, a link) shows here, but not the echo of our own.
  if (value !== synced) {
    setSynced(value);
    if (value !== sent) setText(value);
  }

  const send = useDebouncedCallback((search: string) => {
    setSent(search);
    onChange(search);
  }, SEARCH_DELAY_MS);

  const type = (search: string) => {
    setText(search);
    send(search);
  };

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") send.flush();
      }}
      placeholder={t("searchPlaceholder")}
      aria-label={t("search")}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t("clearSearch")}
            onClick={() => {
              type("");
              send.flush();
            }}
          />
        ) : null
      }
      maxLength={TASK_SEARCH_MAX}
      w={{ base: "100%", sm: 260 }}
      data-testid="task-search"
    />
  );
}
