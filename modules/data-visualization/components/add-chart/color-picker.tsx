"use client";

import {
  CheckIcon,
  ColorInput,
  ColorSwatch,
  Group,
  Input,
  Stack,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
} from "@mantine/core";
import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent } from "react";
import { CHART_COLORS, DEFAULT_CHART_COLOR } from "@/modules/data-visualization/shared/chart";

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A chart's colour: the theme's colour (the default), one of the palette's, or a hex of one's own —
 * a radio group of swatches (arrow keys move between them) and a colour field for the custom one.
 */
export function ColorPicker(props: {
  value: string;
  onChange: (color: string) => void;
  error?: string | null;
}) {
  const t = useTranslations("dataVisualization.addChart");
  const tc = useTranslations("dataVisualization.chart.colors");
  const theme = useMantineTheme();
  const choices: string[] = [DEFAULT_CHART_COLOR, ...CHART_COLORS];
  const custom = HEX.test(props.value) ? props.value : "";
  // What is typed in the custom field, kept while it is not a whole hex yet.
  const [draft, setDraft] = useState(custom);
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(custom);
  }
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = choices.indexOf(props.value);
  const swatch = (name: string) =>
    theme.colors[name === DEFAULT_CHART_COLOR ? theme.primaryColor : name]?.[6] ?? name;
  const label = (name: string) => (name === DEFAULT_CHART_COLOR ? t("colorPrimary") : tc(name));

  const onKey = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + choices.length) % choices.length;
    props.onChange(choices[next] ?? DEFAULT_CHART_COLOR);
    buttons.current[next]?.focus();
  };

  return (
    <Input.Wrapper label={t("color")} error={props.error} id="dv-chart-color" labelElement="div">
      <Stack gap="xs" mt={4}>
        <Group gap={6} role="radiogroup" aria-labelledby="dv-chart-color-label" data-testid="chart-color">
          {choices.map((name, index) => {
            const checked = props.value === name;
            return (
              <Tooltip key={name} label={label(name)} withinPortal>
                <UnstyledButton
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  role="radio"
                  aria-checked={checked}
                  aria-label={label(name)}
                  tabIndex={checked || (selected === -1 && index === 0) ? 0 : -1}
                  onClick={() => props.onChange(name)}
                  onKeyDown={(event) => onKey(event, index)}
                  data-color={name}
                >
                  <ColorSwatch color={swatch(name)} size={24} style={{ color: "#fff", cursor: "pointer" }}>
                    {checked && <CheckIcon size={11} />}
                  </ColorSwatch>
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
        <ColorInput
          aria-label={t("colorCustom")}
          placeholder={t("colorCustom")}
          format="hex"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (HEX.test(value)) props.onChange(value.toLowerCase());
          }}
          withEyeDropper={false}
          size="xs"
          maw={200}
          data-testid="chart-color-custom"
        />
      </Stack>
    </Input.Wrapper>
  );
}
