"use client";

import { Button, Group, Input, Pill, Text } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { Column } from "@/modules/database-generator/shared/types";
import { isMultiple, linkTitle, type Titles } from "../grid/link-cells";
import { LinkPicker } from "./link-picker";

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A link field of the record form: the records linked as chips (each removable), and a button that
 * opens the link picker. `onChange` gets each complete change (a chip removed, the picker closed with
 * other links), with the titles of the records chosen; `onPicking` says while the picker is open (the
 * form then leaves Escape to it).
 */
export function LinkField(props: {
  moduleId: string;
  column: Column;
  value: readonly string[];
  titles: Titles | undefined;
  error?: string | null;
  disabled?: boolean;
  onChange: (ids: string[], titles: Record<string, string>) => void;
  onPicking?: (open: boolean) => void;
}) {
  const { column, value, disabled, onChange, onPicking } = props;
  const t = useTranslations("databaseGenerator.links");
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const unnamed = t("unnamed");
  const open = (next: boolean) => {
    setPicking(next);
    onPicking?.(next);
  };

  return (
    <div role="group" aria-labelledby={labelId} data-testid="link-field">
      <Input.Label id={labelId} required={column.required}>
        {column.name}
      </Input.Label>
      <Group gap={6} wrap="wrap" mt={2}>
        {value.map((id) => {
          const name = linkTitle(props.titles, id, unnamed);
          return (
            <Pill
              key={id}
              withRemoveButton={!disabled}
              onRemove={() =>
                onChange(
                  value.filter((entry) => entry !== id),
                  {},
                )
              }
              removeButtonProps={{ "aria-label": t("remove", { name }) }}
              data-testid="link-chip"
            >
              {name}
            </Pill>
          );
        })}
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("noLinks")}
          </Text>
        )}
        {!disabled && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconLink size={14} aria-hidden />}
            onClick={() => open(true)}
            data-testid="link-add"
          >
            {value.length === 0 ? t(isMultiple(column) ? "add" : "choose") : t("edit")}
          </Button>
        )}
      </Group>
      {props.error && <Input.Error mt={4}>{props.error}</Input.Error>}
      {picking && (
        <LinkPicker
          moduleId={props.moduleId}
          column={column}
          value={value}
          titles={props.titles}
          onDone={(ids, titles) => {
            open(false);
            if (!same(ids, value)) onChange(ids, titles);
          }}
        />
      )}
    </div>
  );
}
