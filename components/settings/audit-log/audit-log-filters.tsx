"use client";

import "@mantine/dates/styles.css";
import { Button, Group, Select, Text } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconFilterOff, IconX } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import {
  AUDIT_ACTION_TARGETS,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditTarget,
} from "@/lib/audit/actions";
import type { AuditSettings } from "@/lib/audit/types";
import type { AuditFilters } from "@/lib/client/audit-log";
import { hasFilters } from "./audit-log-search";
import { useAuditText } from "./use-audit-text";

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.some((a) => a === value);
const isTarget = (value: string | null): value is AuditTarget => AUDIT_TARGETS.some((a) => a === value);

/** Each filter's width: the whole row on a phone, side by side from `sm`. */
const WIDTH = { base: "100%", sm: 210 } as const;

/**
 * The audit log's filters: the action (grouped by what it is about, searchable), the target type,
 * the person, and the days from and to (UTC, both included); "Clear filters" drops them all. Every
 * change is applied at once (`onChange`).
 */
export function AuditLogFilters({
  filters,
  actors,
  onChange,
}: {
  filters: AuditFilters;
  actors: AuditSettings["actors"];
  onChange: (filters: AuditFilters) => void;
}) {
  const t = useTranslations("settings.auditLog");
  const locale = useLocale();
  const { actionLabel, targetLabel } = useAuditText();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const clear = (field: string) => ({ "aria-label": t("clearField", { field }) });

  const actionData = AUDIT_TARGETS.map((target) => ({
    group: targetLabel(target),
    items: AUDIT_ACTIONS.filter((action) => AUDIT_ACTION_TARGETS[action] === target).map((action) => ({
      value: action,
      label: actionLabel(action),
    })),
  })).filter((group) => group.items.length > 0);
  const actorData = actors.map((person) => ({ value: person.id, label: person.name }));
  // A person from the address who is not among the log's people any more still shows as chosen.
  if (filters.actorId && !actors.some((person) => person.id === filters.actorId))
    actorData.push({ value: filters.actorId, label: t("unknownActor") });

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <Group
        gap="sm"
        align="flex-end"
        wrap="wrap"
        role="group"
        aria-label={t("filters")}
        data-testid="audit-log-filters"
      >
        <Select
          label={t("filterAction")}
          placeholder={t("anyAction")}
          data={actionData}
          value={filters.action ?? null}
          onChange={(value) => set({ action: isAction(value) ? value : undefined })}
          searchable
          clearable
          clearButtonProps={clear(t("filterAction"))}
          nothingFoundMessage={t("noActionFound")}
          maxDropdownHeight={320}
          w={WIDTH}
          data-testid="audit-filter-action"
        />
        <Select
          label={t("filterTarget")}
          placeholder={t("anyTarget")}
          data={AUDIT_TARGETS.map((target) => ({ value: target, label: targetLabel(target) }))}
          value={filters.targetType ?? null}
          onChange={(value) => set({ targetType: isTarget(value) ? value : undefined })}
          clearable
          clearButtonProps={clear(t("filterTarget"))}
          w={WIDTH}
          data-testid="audit-filter-target"
        />
        <Select
          label={t("filterActor")}
          placeholder={t("anyActor")}
          data={actorData}
          value={filters.actorId ?? null}
          onChange={(value) => set({ actorId: value ?? undefined })}
          searchable
          clearable
          clearButtonProps={clear(t("filterActor"))}
          nothingFoundMessage={t("noActorFound")}
          w={WIDTH}
          data-testid="audit-filter-actor"
        />
        <DatePickerInput
          label={t("filterFrom")}
          placeholder={t("anyDay")}
          value={filters.from ?? null}
          onChange={(value) => set({ from: value ?? undefined })}
          maxDate={filters.to}
          valueFormat="D MMM YYYY"
          clearable
          clearButtonProps={clear(t("filterFrom"))}
          popoverProps={{ withinPortal: true }}
          w={WIDTH}
          data-testid="audit-filter-from"
        />
        <DatePickerInput
          label={t("filterTo")}
          placeholder={t("anyDay")}
          value={filters.to ?? null}
          onChange={(value) => set({ to: value ?? undefined })}
          minDate={filters.from}
          valueFormat="D MMM YYYY"
          clearable
          clearButtonProps={clear(t("filterTo"))}
          popoverProps={{ withinPortal: true }}
          w={WIDTH}
          data-testid="audit-filter-to"
        />
        {filters.targetId && (
          <Button
            variant="light"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={t("clearTargetId", { id: filters.targetId })}
            onClick={() => set({ targetId: undefined })}
            data-testid="audit-filter-target-id"
          >
            {t("targetIdFilter", { id: filters.targetId })}
          </Button>
        )}
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasFilters(filters)}
          onClick={() => onChange({})}
          data-testid="audit-filters-clear"
        >
          {t("clearFilters")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t("datesUtc")}
      </Text>
    </DatesProvider>
  );
}
