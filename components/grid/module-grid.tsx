"use client";

import { Alert, Anchor, Box, Breadcrumbs, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle, IconPlus, IconUsers } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { TourAnchor } from "@/components/shell/guided-tour";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  ResponsiveGridLayout,
  getBreakpointFromWidth,
  useContainerWidth,
  type EventCallback,
  type Layout,
} from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import { confirmAction } from "@/components/ui/confirm";
import { useNavigation } from "@/components/shell/navigation-context";
import { useBookmarks } from "@/components/shell/use-bookmarks";
import { placeNewModule } from "@/lib/modules/grid-placement";
import {
  BREAKPOINTS,
  COLUMNS,
  DRAWER_CLOSE_DELAY,
  MIN_GRID_HEIGHT,
  ROW_HEIGHT,
  withLayout,
  type CatalogModule,
  type GridItem,
  type GridProject,
  type ServerModule,
} from "./grid-types";
import { useGridSummaries } from "@/lib/client/modules/grid-summaries";
import type { GridSummaries } from "@/lib/modules/summaries";
import { ModuleCard, type ModuleCardActions } from "./module-card";
import { ModuleDrawer } from "./module-drawer";
import layout from "./grid-layout.module.css";
import { staticPlace } from "./grid-place";
import classes from "./module-grid.module.css";
import { compactItems, placeItem, useGridState } from "./use-grid-state";

// The rename (with its form validation) and move dialogs load when first needed.
const RenameModuleModal = dynamic(
  () => import("./rename-module-modal").then((module) => module.RenameModuleModal),
  {
    ssr: false,
  },
);
const ArrangeModuleModal = dynamic(
  () => import("./arrange-module-modal").then((module) => module.ArrangeModuleModal),
  { ssr: false },
);
const MoveModuleModal = dynamic(
  () => import("./move-module-modal").then((module) => module.MoveModuleModal),
  {
    ssr: false,
  },
);

const DRAG_CONFIG_CANCEL = "button, a, input, [role='menu'], [role='menuitem']";
const MARGIN = [12, 12] as const;

let localKeys = 0;
const nextLocalKey = () => `new-${Date.now().toString(36)}-${(localKeys++).toString(36)}`;

interface ModuleGridProps {
  project: GridProject;
  modules: ServerModule[];
  catalog: CatalogModule[];
  /** Members and above arrange, add and rename; the server refuses the others anyway. */
  canEdit: boolean;
  /** Project administrators (and workspace owners and admins) also move modules away and delete them. */
  canAdminister: boolean;
  /** The cards' summaries as the server read them with the page (then kept live). */
  summaries?: GridSummaries;
}

/**
 * /project/{id}/modules: the project's module grid (12/10/6/4/2 columns, row height 30), saved as its
 * 12-column layout, with the 'Add module' drawer, the module menus and the empty state.
 */
export function ModuleGrid({
  project,
  modules,
  catalog,
  canEdit,
  canAdminister,
  summaries: initialSummaries,
}: ModuleGridProps) {
  const t = useTranslations("grid");
  const tCommon = useTranslations("common");
  const navigation = useNavigation();
  const bookmarks = useBookmarks();
  const { items, status, change, patchSaved, forget } = useGridState({
    projectId: project.id,
    initial: modules,
    onNavigationChange: navigation.refresh,
  });
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = getBreakpointFromWidth(BREAKPOINTS, width);
  // Only the 12-column layout is saved, so smaller layouts (derived by the library) stay as they are.
  const layoutEditable = canEdit && breakpoint === "lg";

  const [drawerOpened, setDrawerOpened] = useState(false);
  const [renaming, setRenaming] = useState<GridItem | null>(null);
  const [moving, setMoving] = useState<GridItem | null>(null);
  const [arranging, setArranging] = useState<GridItem | null>(null);
  const [dragged, setDragged] = useState<CatalogModule | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const catalogById = useMemo(() => new Map(catalog.map((entry) => [entry.id, entry])), [catalog]);
  const placed = useMemo(() => new Set(items.map((item) => item.moduleId)), [items]);
  const savedIds = useMemo(() => items.flatMap((item) => (item.id ? [item.id] : [])), [items]);
  const summaries = useGridSummaries(project.id, savedIds, initialSummaries);
  const layouts = useMemo(() => {
    const lg: Layout = items.map((item) => {
      const size = catalogById.get(item.moduleId)?.uiSettings.configuration;
      return { i: item.key, x: item.x, y: item.y, w: item.w, h: item.h, minW: size?.minW, minH: size?.minH };
    });
    return { lg };
  }, [items, catalogById]);

  const newItem = (entry: CatalogModule, rect: { x: number; y: number; w: number; h: number }): GridItem => ({
    key: nextLocalKey(),
    id: null,
    moduleId: entry.id,
    tag: entry.tag,
    name: entry.title,
    named: false,
    isBookmark: false,
    ...rect,
  });

  function addToFirstFreeSpot(entry: CatalogModule) {
    void change((current) => {
      const spot = placeNewModule(current, entry.uiSettings.configuration);
      return compactItems([...current, newItem(entry, spot)]);
    });
    setDrawerOpened(false);
  }

  function startDrag(entry: CatalogModule) {
    setDragged(entry);
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setDrawerOpened(false), DRAWER_CLOSE_DELAY);
  }

  const onDrop = (layout: Layout, dropped: Layout[number] | undefined) => {
    const catalogEntry = dragged;
    setDragged(null);
    if (!catalogEntry || !dropped) return;
    const item = newItem(catalogEntry, { x: dropped.x, y: dropped.y, w: dropped.w, h: dropped.h });
    const others = layout.filter((entry) => entry.i !== dropped.i);
    void change((current) => compactItems([...withLayout(current, others), item]));
  };

  const saveLayout: EventCallback = (layout) => {
    void change((current) => withLayout(current, layout));
  };

  const actions: ModuleCardActions = {
    rename: setRenaming,
    arrange: setArranging,
    move: setMoving,
    toggleBookmark: (item) => {
      if (!item.id) return;
      const id = item.id;
      void bookmarks.toggleProjectModule(project.id, id, !item.isBookmark, (value) =>
        patchSaved(id, { isBookmark: value }),
      );
    },
    remove: async (item) => {
      const confirmed = await confirmAction({
        title: t("delete.title", { name: item.name }),
        message: t("delete.text"),
        confirm: t("delete.confirm"),
        cancel: tCommon("cancel"),
        danger: true,
      });
      if (!confirmed) return;
      // An unsaved module only leaves the screen; a saved one goes in the batch's delete list.
      if (await change((current) => current.filter((entry) => entry.key !== item.key))) {
        notifications.show({ color: "teal", message: t("delete.deleted") });
      }
    },
  };

  const onDragOver = useCallback(() => {
    if (!dragged) return false;
    const size = dragged.uiSettings.configuration;
    return { w: Math.max(size.w, size.minW), h: Math.max(size.h, size.minH) };
  }, [dragged]);

  const card = (item: GridItem, draggable: boolean) => (
    <ModuleCard
      item={item}
      projectId={project.id}
      catalog={catalogById.get(item.moduleId)}
      canEdit={canEdit}
      canAdminister={canEdit && canAdminister}
      draggable={draggable}
      actions={actions}
      summary={item.id ? summaries[item.id] : undefined}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Breadcrumbs aria-label={t("breadcrumb")}>
          <Anchor component={Link} href="/projects?view=grid">
            {t("projects")}
          </Anchor>
          <Text component="h1" fw={600} size="lg" m={0} aria-current="page" data-testid="grid-project-name">
            {project.name}
          </Text>
        </Breadcrumbs>
        <Group gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="grid-save-status">
            {status === "saving" ? t("saving") : status === "saved" ? t("saved") : ""}
          </Text>
          <TourAnchor step="projectPeople">
            <Button
              component={Link}
              href="/user-management?active=users"
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t("userManagement")}
            </Button>
          </TourAnchor>
          {canEdit && (
            <TourAnchor step="addModule">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDrawerOpened(true)}>
                {t("addModule")}
              </Button>
            </TourAnchor>
          )}
        </Group>
      </Group>

      {!canEdit && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="grid-read-only">
          {t("readOnly")}
        </Alert>
      )}
      {canEdit && mounted && !layoutEditable && (
        <Text size="sm" c="dimmed" data-testid="grid-narrow">
          {t("narrow")}
        </Text>
      )}

      <TourAnchor step="moduleGrid" block>
        <Box
          ref={containerRef}
          className={layout.grid}
          mih={MIN_GRID_HEIGHT}
          aria-label={t("gridLabel", { project: project.name })}
          role="region"
        >
          {mounted ? (
            <ResponsiveGridLayout
              width={width}
              layouts={layouts}
              breakpoints={BREAKPOINTS}
              cols={COLUMNS}
              rowHeight={ROW_HEIGHT}
              margin={MARGIN}
              dragConfig={{
                enabled: layoutEditable,
                handle: ".module-drag-handle",
                cancel: DRAG_CONFIG_CANCEL,
              }}
              resizeConfig={{ enabled: layoutEditable, handles: ["se"] }}
              dropConfig={{ enabled: layoutEditable, defaultItem: { w: 4, h: 8 }, onDragOver }}
              onDragStop={saveLayout}
              onResizeStop={saveLayout}
              onDrop={onDrop}
              style={{ minHeight: MIN_GRID_HEIGHT }}
            >
              {items.map((item) => (
                <div key={item.key} data-testid="grid-item">
                  {card(item, layoutEditable)}
                </div>
              ))}
            </ResponsiveGridLayout>
          ) : (
            // Until the grid has measured itself (the server's render, hydration): the same cards in a
            // CSS grid of the saved 12-column layout, so the page shows them from its first response.
            <div className={layout.static} data-testid="grid-static">
              {[...items]
                .sort((a, b) => a.y - b.y || a.x - b.x)
                .map((item) => (
                  <div key={item.key} className={layout.staticItem} style={staticPlace(item)}>
                    {card(item, false)}
                  </div>
                ))}
            </div>
          )}
          {items.length === 0 && (
            <div className={classes.empty} data-testid="grid-empty">
              <Stack align="center" gap="sm">
                <Text size="lg" fw={500}>
                  {t("empty")}
                </Text>
                {canEdit && (
                  <Button
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setDrawerOpened(true)}
                  >
                    {t("add")}
                  </Button>
                )}
              </Stack>
            </div>
          )}
        </Box>
      </TourAnchor>

      {canEdit && (
        <ModuleDrawer
          opened={drawerOpened}
          onClose={() => setDrawerOpened(false)}
          catalog={catalog}
          placed={placed}
          canDrag={layoutEditable}
          onAdd={addToFirstFreeSpot}
          onDragStart={startDrag}
          onDragEnd={() => setDragged(null)}
        />
      )}
      {renaming && (
        <RenameModuleModal
          projectId={project.id}
          item={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(id, name) => {
            patchSaved(id, { name });
            setRenaming(null);
            notifications.show({ color: "teal", message: t("rename.renamed") });
            navigation.refresh();
          }}
        />
      )}
      {arranging && (
        <ArrangeModuleModal
          item={arranging}
          min={{
            w: catalogById.get(arranging.moduleId)?.uiSettings.configuration.minW ?? 1,
            h: catalogById.get(arranging.moduleId)?.uiSettings.configuration.minH ?? 1,
          }}
          onClose={() => setArranging(null)}
          onArrange={(item, rect) => {
            setArranging(null);
            // The same path as a drag or a resize: one batch with what changed.
            void change((current) => placeItem(current, item.key, rect));
          }}
        />
      )}
      {moving && (
        <MoveModuleModal
          projectId={project.id}
          projects={navigation.projects}
          item={moving}
          onClose={() => setMoving(null)}
          onMoved={(id, target) => {
            forget(id);
            setMoving(null);
            notifications.show({ color: "teal", message: t("move.moved", { project: target.name }) });
            navigation.refresh();
          }}
        />
      )}
    </Stack>
  );
}
