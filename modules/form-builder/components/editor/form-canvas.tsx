"use client";

import { ActionIcon, Box, Button, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconCopy, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  ResponsiveGridLayout,
  getBreakpointFromWidth,
  useContainerWidth,
  type Layout,
} from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import {
  ELEMENT_TYPES,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  PALETTE_GROUPS,
  PALETTE_SIZE,
  elementLabel,
  type ElementType,
  type FormElement,
} from "@/modules/form-builder/shared/elements";
import classes from "./form-canvas.module.css";

const KNOWN: ReadonlySet<string> = new Set(ELEMENT_TYPES);
const MARGIN = [GRID_MARGIN, GRID_MARGIN] as const;
/** Canvas widths of the breakpoints: a form is narrow (the desktop preview is 612 px wide). */
const BREAKPOINTS = { lg: 560, md: 460, sm: 340, xs: 220, xxs: 0 } as const;

/** The palette: every element type of §9 by group; drag one onto the grid, or click to add it at the end. */
export function Palette({
  onDragType,
  onAdd,
}: {
  onDragType: (type: ElementType | null) => void;
  onAdd: (type: ElementType) => void;
}) {
  const t = useTranslations("formBuilder");
  return (
    <ScrollArea.Autosize mah="calc(100vh - 220px)">
      <Stack gap="sm" data-testid="palette">
        {PALETTE_GROUPS.map((group) => (
          <div key={group.id}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {t(`palette.${group.id}`)}
            </Text>
            <Stack gap={4}>
              {group.types.map((type) => (
                <Button
                  key={type}
                  variant="default"
                  size="xs"
                  justify="flex-start"
                  className={classes.paletteItem}
                  draggable
                  unselectable="on"
                  data-testid={`palette-${type}`}
                  title={t("palette.dragHint")}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "copy";
                    event.dataTransfer.setData("text/plain", type);
                    onDragType(type);
                  }}
                  onDragEnd={() => onDragType(null)}
                  onClick={() => onAdd(type)}
                >
                  {t(`types.${type}`)}
                </Button>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

interface CanvasItemProps {
  element: FormElement;
  selected: boolean;
  onSelect: (i: string) => void;
  onDuplicate: (i: string) => void;
  onDelete: (i: string) => void;
}

/** An element on the grid: handle, duplicate and delete, and its preview. Not re-rendered when only its place changes. */
const CanvasItem = memo(
  function CanvasItem({ element, selected, onSelect, onDuplicate, onDelete }: CanvasItemProps) {
    const t = useTranslations("formBuilder");
    return (
      <div
        className={`${classes.item} ${selected ? classes.selected : ""}`}
        onClick={() => onSelect(element.i)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") onSelect(element.i);
        }}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
      >
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <IconGripVertical size={14} className={classes.handle} aria-label={t("move")} />
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t("config.duplicate")}
              onClick={(e) => {
                e.stopPropagation();
                onDuplicate(element.i);
              }}
            >
              <IconCopy size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t("config.delete")}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(element.i);
              }}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        </Group>
        <ElementPreview element={element} />
      </div>
    );
  },
  (a, b) =>
    a.selected === b.selected &&
    a.element.i === b.element.i &&
    a.element.type === b.element.type &&
    a.element.configuration === b.element.configuration &&
    a.onSelect === b.onSelect &&
    a.onDuplicate === b.onDuplicate &&
    a.onDelete === b.onDelete,
);

/** How an element looks on the canvas: its label and a hint of its input. */
function ElementPreview({ element }: { element: FormElement }) {
  const t = useTranslations("formBuilder");
  if (!KNOWN.has(element.type))
    return (
      <Text c="red" fw={700}>
        ERROR
      </Text>
    );
  const c = element.configuration;
  if (element.type === "heading") return <Title order={4}>{c.heading || t("types.heading")}</Title>;
  if (element.type === "description")
    return (
      <Text size="sm" c="dimmed" lineClamp={3}>
        {c.description || t("types.description")}
      </Text>
    );
  if (element.type === "blankSpace")
    return (
      <Text size="xs" c="dimmed">
        {t("types.blankSpace")}
      </Text>
    );
  return (
    <>
      <Text size="sm" fw={600} truncate>
        {elementLabel(element) === element.type ? t("config.untitled") : elementLabel(element)}
        {c.required ? " *" : ""}
      </Text>
      <span className={classes.fake}>
        {t(`types.${element.type}`)}
        {c.options?.length ? `: ${c.options.join(", ")}` : ""}
      </span>
    </>
  );
}

/**
 * The editor's grid (react-grid-layout: lg 12 / md 10 / sm 6 / xs 4 / xxs 2 columns, rows of 20 px,
 * margin 20, resized from the south-east corner). Editing happens on the 12-column layout (what is
 * saved); narrower screens show it read-only.
 */
export function FormCanvas({
  elements,
  selected,
  dragged,
  onSelect,
  onLayout,
  onDrop,
  onDuplicate,
  onDelete,
}: {
  elements: FormElement[];
  selected: string | null;
  dragged: ElementType | null;
  onSelect: (i: string) => void;
  onLayout: (layout: Layout) => void;
  onDrop: (type: ElementType, at: { x: number; y: number }) => void;
  onDuplicate: (i: string) => void;
  onDelete: (i: string) => void;
}) {
  const t = useTranslations("formBuilder");
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const editable = getBreakpointFromWidth(BREAKPOINTS, width) === "lg";
  const [dropping, setDropping] = useState(false);
  const layouts = useMemo(
    () => ({ lg: elements.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) }),
    [elements],
  );
  // Stable handlers, so an element's body re-renders only when its content or selection changes
  // (a drag moves every element below it, and their bodies do not depend on where they are).
  const handlers = useRef({ onSelect, onDuplicate, onDelete });
  useEffect(() => {
    handlers.current = { onSelect, onDuplicate, onDelete };
  });
  const select = useCallback((i: string) => handlers.current.onSelect(i), []);
  const duplicate = useCallback((i: string) => handlers.current.onDuplicate(i), []);
  const remove = useCallback((i: string) => handlers.current.onDelete(i), []);
  const onDragOver = useCallback(() => {
    if (!dragged) return false;
    setDropping(true);
    return PALETTE_SIZE[dragged];
  }, [dragged]);
  return (
    <Box
      ref={containerRef}
      className={classes.canvas}
      data-testid="form-canvas"
      aria-label={t("canvas")}
      role="region"
    >
      {elements.length === 0 && !dropping && (
        <Text c="dimmed" ta="center" p="xl">
          {t("emptyCanvas")}
        </Text>
      )}
      {mounted && (
        <ResponsiveGridLayout
          width={width}
          layouts={layouts}
          breakpoints={BREAKPOINTS}
          cols={GRID_COLS}
          rowHeight={GRID_ROW_HEIGHT}
          margin={MARGIN}
          dragConfig={{ enabled: editable, handle: `.${classes.handle}`, cancel: "button, input" }}
          resizeConfig={{ enabled: editable, handles: ["se"] }}
          dropConfig={{ enabled: editable, defaultItem: { w: 12, h: 4 }, onDragOver }}
          onDragStop={(layout) => onLayout(layout)}
          onResizeStop={(layout) => onLayout(layout)}
          onDrop={(_layout, item) => {
            setDropping(false);
            if (dragged && item) onDrop(dragged, { x: item.x, y: item.y });
          }}
          style={{ minHeight: 480 }}
        >
          {elements.map((element) => (
            <div key={element.i} data-testid="canvas-element" data-type={element.type}>
              <CanvasItem
                element={element}
                selected={selected === element.i}
                onSelect={select}
                onDuplicate={duplicate}
                onDelete={remove}
              />
            </div>
          ))}
        </ResponsiveGridLayout>
      )}
    </Box>
  );
}
