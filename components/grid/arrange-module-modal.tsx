"use client";

import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import * as z from "@/lib/zod";
import { translatedResolver } from "@/lib/client/form";
import { GRID_COLUMNS } from "@/lib/modules/grid-placement";
import { MAX_GRID_ROW, MAX_MODULE_HEIGHT } from "@/lib/schemas/modules";
import type { GridItem } from "./grid-types";

export interface GridRectValues {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The keyboard way to move and resize a module: its column and row (1-based, as people count) and
 * its size on the 12-column grid, within the module's minimum size.
 */
export function arrangeSchema(min: { w: number; h: number }) {
  const whole = (low: number, high: number) =>
    z
      .number({ error: "validation.gridNumberInvalid" })
      .check(
        z.int("validation.gridNumberInvalid"),
        z.gte(low, "validation.gridNumberInvalid"),
        z.lte(high, "validation.gridNumberInvalid"),
      );
  return z
    .object({
      column: whole(1, GRID_COLUMNS),
      row: whole(1, MAX_GRID_ROW + 1),
      width: whole(min.w, GRID_COLUMNS),
      height: whole(min.h, MAX_MODULE_HEIGHT),
    })
    .check(
      z.refine((value) => value.column - 1 + value.width <= GRID_COLUMNS, {
        message: "validation.gridTooWide",
        path: ["width"],
      }),
    );
}

/** 'Position and size': the new rectangle goes through the same save as a drag or a resize. */
export function ArrangeModuleModal({
  item,
  min,
  onClose,
  onArrange,
}: {
  item: GridItem | null;
  min: { w: number; h: number };
  onClose: () => void;
  onArrange: (item: GridItem, rect: GridRectValues) => void;
}) {
  const t = useTranslations("grid.arrange");
  return (
    <Modal opened={item !== null} onClose={onClose} title={t("title")} centered>
      {item && <ArrangeForm key={item.key} item={item} min={min} onCancel={onClose} onArrange={onArrange} />}
    </Modal>
  );
}

function ArrangeForm({
  item,
  min,
  onCancel,
  onArrange,
}: {
  item: GridItem;
  min: { w: number; h: number };
  onCancel: () => void;
  onArrange: (item: GridItem, rect: GridRectValues) => void;
}) {
  const t = useTranslations();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { column: item.x + 1, row: item.y + 1, width: item.w, height: item.h },
    validate: translatedResolver(arrangeSchema(min), t),
  });
  return (
    <form
      noValidate
      data-testid="arrange-module-form"
      onSubmit={form.onSubmit((values) =>
        onArrange(item, { x: values.column - 1, y: values.row - 1, w: values.width, h: values.height }),
      )}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("grid.arrange.help", { name: item.name, columns: GRID_COLUMNS })}
        </Text>
        <SimpleGrid cols={2}>
          <NumberInput
            label={t("grid.arrange.column")}
            data-autofocus
            allowDecimal={false}
            key={form.key("column")}
            {...form.getInputProps("column")}
          />
          <NumberInput
            label={t("grid.arrange.row")}
            allowDecimal={false}
            key={form.key("row")}
            {...form.getInputProps("row")}
          />
          <NumberInput
            label={t("grid.arrange.width")}
            description={t("grid.arrange.atLeast", { count: min.w })}
            allowDecimal={false}
            key={form.key("width")}
            {...form.getInputProps("width")}
          />
          <NumberInput
            label={t("grid.arrange.height")}
            description={t("grid.arrange.atLeast", { count: min.h })}
            allowDecimal={false}
            key={form.key("height")}
            {...form.getInputProps("height")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit">{t("common.save")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
