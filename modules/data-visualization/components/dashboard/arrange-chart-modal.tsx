"use client";

import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { GRID_COLUMNS, MAX_HEIGHT, MIN_SIZE, type Place } from "@/modules/data-visualization/shared/chart";
import type { Chart } from "@/modules/data-visualization/shared/types";

const COLUMNS = GRID_COLUMNS.lg;
const MAX_ROW = 10_001;

/**
 * 'Position and size', the keyboard's way to move and resize a chart: its column and row (counted
 * from 1) and its size on the 12-column grid; the place goes through the same save as a drag.
 */
export function ArrangeChartModal(props: {
  chart: Chart | null;
  onClose: () => void;
  onArrange: (chart: Chart, place: Place) => void;
}) {
  const t = useTranslations("dataVisualization.dashboard.arrange");
  return (
    <Modal opened={props.chart !== null} onClose={props.onClose} title={t("title")} centered>
      {props.chart && (
        <ArrangeForm
          key={props.chart.id}
          chart={props.chart}
          onCancel={props.onClose}
          onArrange={props.onArrange}
        />
      )}
    </Modal>
  );
}

function ArrangeForm(props: {
  chart: Chart;
  onCancel: () => void;
  onArrange: (chart: Chart, place: Place) => void;
}) {
  const { chart } = props;
  const t = useTranslations("dataVisualization.dashboard.arrange");
  const tc = useTranslations("common");
  const whole = (low: number, high: number) => (value: number | string) =>
    typeof value === "number" && Number.isInteger(value) && value >= low && value <= high
      ? null
      : t("between", { low, high });
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { column: chart.x + 1, row: chart.y + 1, width: chart.w, height: chart.h },
    validate: {
      column: whole(1, COLUMNS),
      row: whole(1, MAX_ROW),
      width: (value, values) =>
        whole(MIN_SIZE.w, COLUMNS)(value) ??
        (values.column - 1 + value > COLUMNS ? t("tooWide", { columns: COLUMNS }) : null),
      height: whole(MIN_SIZE.h, MAX_HEIGHT),
    },
  });
  return (
    <form
      noValidate
      data-testid="arrange-chart-form"
      onSubmit={form.onSubmit((values) =>
        props.onArrange(chart, {
          x: values.column - 1,
          y: values.row - 1,
          w: values.width,
          h: values.height,
        }),
      )}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t("help", { name: chart.name, columns: COLUMNS })}
        </Text>
        <SimpleGrid cols={2}>
          <NumberInput
            label={t("column")}
            data-autofocus
            allowDecimal={false}
            min={1}
            max={COLUMNS}
            key={form.key("column")}
            {...form.getInputProps("column")}
          />
          <NumberInput
            label={t("row")}
            allowDecimal={false}
            min={1}
            key={form.key("row")}
            {...form.getInputProps("row")}
          />
          <NumberInput
            label={t("width")}
            description={t("atLeast", { count: MIN_SIZE.w })}
            allowDecimal={false}
            min={MIN_SIZE.w}
            max={COLUMNS}
            key={form.key("width")}
            {...form.getInputProps("width")}
          />
          <NumberInput
            label={t("height")}
            description={t("atLeast", { count: MIN_SIZE.h })}
            allowDecimal={false}
            min={MIN_SIZE.h}
            max={MAX_HEIGHT}
            key={form.key("height")}
            {...form.getInputProps("height")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {tc("cancel")}
          </Button>
          <Button type="submit">{tc("save")}</Button>
        </Group>
      </Stack>
    </form>
  );
}
