"use client";

import { Text } from "@mantine/core";
import { useFormatter } from "next-intl";
import type { MetricPoint } from "@/lib/metrics/entities";
import { THUMB_SIZE, thumbnailOf, type ThumbSize } from "@/modules/data-visualization/shared/thumbnail";

/** A chart colour (a palette name, "primary" or #rrggbb) as CSS. */
export function chartColorCss(color: string): string {
  if (color === "primary") return "var(--mantine-primary-color-filled)";
  if (color.startsWith("#")) return color;
  return `var(--mantine-color-${color}-filled)`;
}

/** Series after the chart's own colour. */
const MORE = ["teal", "grape", "orange", "cyan", "pink", "lime"];

/**
 * A chart's points drawn small in plain SVG (no chart library): bars, lines, a ring or its figure.
 * `label` names it for screen readers (the drawing itself says nothing more); `empty` shows when
 * there is nothing to draw.
 */
export function ChartThumbnail(props: {
  points: readonly MetricPoint[];
  /** A chart style (shared/chart.ts); null or unknown: inferred from the points. */
  style: string | null;
  color?: string;
  label: string;
  empty: string;
  size?: ThumbSize;
}) {
  const format = useFormatter();
  const size = props.size ?? THUMB_SIZE;
  const shape = thumbnailOf(props.points, props.style, size);
  const colors = [chartColorCss(props.color ?? "primary"), ...MORE.map(chartColorCss)];
  const fill = (index: number) => colors[index % colors.length]!;

  if (shape.kind === "empty")
    return (
      <Text size="xs" c="dimmed" h={size.height} lh={`${size.height}px`} ta="center">
        {props.empty}
      </Text>
    );
  if (shape.kind === "figure")
    return (
      <Text fw={700} fz={Math.round(size.height * 0.55)} h={size.height} lh={`${size.height}px`} ta="center">
        {format.number(shape.value, { notation: "compact", maximumFractionDigits: 1 })}
      </Text>
    );
  return (
    <svg
      role="img"
      aria-label={props.label}
      viewBox={`0 0 ${size.width} ${size.height}`}
      width="100%"
      height={size.height}
      // A ring keeps its shape; bars and lines stretch to the card's width.
      preserveAspectRatio={shape.kind === "ring" ? "xMidYMid meet" : "none"}
    >
      {shape.kind === "bars" &&
        shape.bars.map((bar, n) => (
          <rect
            key={n}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={1.5}
            fill={fill(bar.series)}
          />
        ))}
      {shape.kind === "lines" &&
        shape.lines.map((line) => (
          <path
            key={line.series}
            d={line.path}
            fill={shape.area ? fill(line.series) : "none"}
            fillOpacity={shape.area ? 0.35 : undefined}
            stroke={fill(line.series)}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        ))}
      {shape.kind === "ring" &&
        shape.slices.map((slice) =>
          slice.full ? (
            <circle
              key={slice.index}
              cx={shape.cx}
              cy={shape.cy}
              r={(shape.outer + shape.inner) / 2}
              fill="none"
              stroke={fill(slice.index)}
              strokeWidth={shape.outer - shape.inner}
            />
          ) : (
            <path key={slice.index} d={slice.path ?? ""} fill={fill(slice.index)} />
          ),
        )}
    </svg>
  );
}
