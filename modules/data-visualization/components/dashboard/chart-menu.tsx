"use client";

import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArrowsMove,
  IconCopy,
  IconDots,
  IconFileSpreadsheet,
  IconListDetails,
  IconPencil,
  IconPhoto,
  IconPhotoStar,
  IconTrash,
  IconVectorBezier2,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ModuleInfo } from "@/lib/modules/types";
import type { Chart, ChartData } from "@/modules/data-visualization/shared/types";
import { drillable } from "../charts/chart-types";
import type { ChartActions } from "./use-chart-actions";

/**
 * A chart's menu (a widget's header, a row of the content table): Edit, Duplicate, Set as card
 * cover, Position and size, Show rows, the exports (the pictures where the chart is drawn: `body`),
 * Delete — each only with the right it needs (edit, add, edit, edit, read, read, delete).
 */
export function ChartMenu(props: {
  chart: Chart;
  data: ChartData | undefined;
  access: ModuleInfo["access"];
  actions: ChartActions;
  isCover: boolean;
  /** Where the chart is drawn (its picture's source); left out where it is not (the content table). */
  body?: () => HTMLElement | null;
  onShowRows?: () => void;
  /** 'Position and size' (the keyboard's way to move and resize it), where the chart is on the grid. */
  onArrange?: () => void;
}) {
  const { chart, data, access, actions } = props;
  const t = useTranslations("dataVisualization.dashboard.widget");
  const body = props.body;
  const canDrill = drillable(chart.style) && props.onShowRows && data && data.points.length > 0;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("menu", { name: chart.name })}
          data-testid="chart-menu"
          className="dv-no-drag"
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {access.edit && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => actions.edit(chart)}>
            {t("edit")}
          </Menu.Item>
        )}
        {access.add && (
          <Menu.Item
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={() => void actions.duplicate(chart)}
          >
            {t("duplicate")}
          </Menu.Item>
        )}
        {access.edit && (
          <Menu.Item
            leftSection={<IconPhotoStar size={14} aria-hidden />}
            disabled={props.isCover}
            onClick={() => void actions.setCover(chart)}
          >
            {props.isCover ? t("isCover") : t("cover")}
          </Menu.Item>
        )}
        {access.edit && props.onArrange && (
          <Menu.Item leftSection={<IconArrowsMove size={14} aria-hidden />} onClick={props.onArrange}>
            {t("arrange")}
          </Menu.Item>
        )}
        {canDrill && (
          <Menu.Item leftSection={<IconListDetails size={14} aria-hidden />} onClick={props.onShowRows}>
            {t("showRows")}
          </Menu.Item>
        )}
        {body && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconPhoto size={14} aria-hidden />}
              disabled={!data}
              onClick={() => void actions.exportImage(chart, body(), "png")}
            >
              {t("exportPng")}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconVectorBezier2 size={14} aria-hidden />}
              disabled={!data}
              onClick={() => void actions.exportImage(chart, body(), "svg")}
            >
              {t("exportSvg")}
            </Menu.Item>
          </>
        )}
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
          disabled={!data}
          onClick={() => actions.exportCsv(chart, data)}
          data-testid="chart-export-csv"
        >
          {t("exportCsv")}
        </Menu.Item>
        {access.delete && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void actions.remove(chart)}
            >
              {t("delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
