"use client";

import { ActionIcon, Button, Group, Loader, SegmentedControl, Text, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconSparkles } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { localDay } from "@/lib/time/zoned";
import { CALENDAR_VIEWS, stepDay, type CalendarView } from "@/modules/ai-calendar/shared/views";
import { periodLabel } from "./day-format";

interface CalendarHeaderProps {
  view: CalendarView;
  day: string;
  zone: string;
  /** A range is being read. */
  loading: boolean;
  canAdd: boolean;
  onGo: (next: { view?: CalendarView; day?: string }) => void;
  /** Opens the draft a sentence makes; false when it names nothing to add. */
  onQuickAdd: (sentence: string) => Promise<boolean>;
}

/** Today, previous and next, the period shown, the views (D, W, M, A), and quick add in plain words. */
export function CalendarHeader({ view, day, zone, loading, canAdd, onGo, onQuickAdd }: CalendarHeaderProps) {
  const t = useTranslations("aiCalendar");
  const locale = useLocale();
  const [sentence, setSentence] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" onClick={() => onGo({ day: localDay(Date.now(), zone) })} title="T">
          {t("today")}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("previous")}
          onClick={() => onGo({ day: stepDay(view, day, -1) })}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t("next")}
          onClick={() => onGo({ day: stepDay(view, day, 1) })}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite" data-testid="calendar-period">
          {periodLabel(view, day, locale)}
        </Text>
        {loading && <Loader size="xs" aria-hidden />}
      </Group>
      {canAdd && (
        <form
          onSubmit={async (submitted) => {
            submitted.preventDefault();
            if (sentence.trim() === "") return;
            const opened = await onQuickAdd(sentence);
            setProblem(opened ? null : t("quickAddNothing"));
            if (opened) setSentence("");
          }}
          style={{ flex: "1 1 280px", maxWidth: 460 }}
        >
          <TextInput
            aria-label={t("quickAddLabel")}
            placeholder={t("quickAddPlaceholder")}
            leftSection={<IconSparkles size={16} aria-hidden />}
            value={sentence}
            onChange={(event) => setSentence(event.currentTarget.value)}
            error={problem}
            description={problem ? undefined : t("quickAddHint")}
            maxLength={300}
            data-testid="quick-add"
          />
        </form>
      )}
      <SegmentedControl
        aria-label={t("viewLabel")}
        value={view}
        onChange={(value) => onGo({ view: value as CalendarView })}
        data={CALENDAR_VIEWS.map((item) => ({ value: item, label: t(`views.${item}`) }))}
      />
    </Group>
  );
}
