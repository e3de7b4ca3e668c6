"use client";

import { ActionIcon, Loader, Popover } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconStack2 } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import type { DatedLayer } from "@/lib/modules/dated";
import { useQuery } from "@/lib/client/query/use-query";
import { calendarQueries, useLayerLive } from "@/modules/ai-calendar/client/api";

/** The list of layers (its checkboxes) loads when the button is first opened. */
const LayersList = dynamic(() => import("./calendar-layers-list").then((loaded) => loaded.LayersList), {
  ssr: false,
  loading: () => <Loader size="sm" />,
});

/** The colours of the layers, in their order (a task has no colour of its own). */
const LAYER_COLORS = ["#f08c00", "#2f9e44", "#1c7ed6", "#ae3ec9", "#e8590c", "#0c8599", "#c2255c"];

/** An item of a shown layer, as the grid draws it: read-only, opening where it lives. */
export interface LayerItem {
  /** Unique on the grid: the layer's module and the item's id. */
  key: string;
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  color: string;
  done: boolean;
  /** A date a repeating task will come round on (not made yet). */
  upcoming: boolean;
  href: string;
}

export interface CalendarLayers {
  layers: readonly DatedLayer[];
  hidden: readonly string[];
  toggle: (moduleId: string) => void;
  /** The items of the layers shown. */
  items: LayerItem[];
  colorOf: (moduleId: string) => string;
}

/**
 * The layers of a project's calendar for the range on screen: the project's task boards (due dates)
 * and its other calendars the viewer may open, each shown or hidden (remembered per calendar in this
 * browser), read again when one of them changes.
 */
export function useCalendarLayers(
  moduleId: string,
  enabled: boolean,
  range: { from: string; to: string },
): CalendarLayers {
  const read = useQuery(enabled ? calendarQueries.layers(moduleId, range.from, range.to) : null, {
    keepPrevious: true,
  });
  const [hidden, setHidden] = useLocalStorage<string[]>({
    key: `ai-calendar:${moduleId}:hidden-layers`,
    defaultValue: [],
  });
  const layers = useMemo(() => read.data ?? [], [read.data]);
  const colors = useMemo(
    () => new Map(layers.map((layer, index) => [layer.moduleId, LAYER_COLORS[index % LAYER_COLORS.length]!])),
    [layers],
  );
  const items = useMemo(
    () =>
      layers
        .filter((layer) => !hidden.includes(layer.moduleId))
        .flatMap((layer) =>
          layer.items.map((item): LayerItem => ({
            key: `layer:${layer.moduleId}:${item.id}`,
            title: item.title,
            startDate: item.startDate,
            endDate: item.endDate,
            allDay: item.allDay,
            color: item.color ?? colors.get(layer.moduleId)!,
            done: item.done,
            upcoming: item.upcoming === true,
            href: item.href,
          })),
        ),
    [layers, hidden, colors],
  );
  return {
    layers,
    hidden,
    items,
    toggle: (id) => setHidden((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id])),
    colorOf: (id) => colors.get(id) ?? LAYER_COLORS[0]!,
  };
}

/** Joins a layer module's room: its changes read the calendar's layers again. */
function LayerLive({ calendarId, moduleId }: { calendarId: string; moduleId: string }) {
  useLayerLive(calendarId, moduleId);
  return null;
}

/** The "Layers" button: a list of the project's modules the calendar can show, each a checkbox. */
export function LayersMenu({ calendarId, state }: { calendarId: string; state: CalendarLayers }) {
  const t = useTranslations("aiCalendar.layers");
  return (
    <>
      {state.layers
        .filter((layer) => !state.hidden.includes(layer.moduleId))
        .map((layer) => (
          <LayerLive key={layer.moduleId} calendarId={calendarId} moduleId={layer.moduleId} />
        ))}
      <Popover position="bottom-end" shadow="md" width={300} trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t("open")}
            title={t("open")}
            data-testid="calendar-layers"
          >
            <IconStack2 size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <LayersList state={state} />
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
