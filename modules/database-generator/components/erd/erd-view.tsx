"use client";

import "@xyflow/react/dist/style.css";
import {
  Button,
  Center,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  useComputedColorScheme,
  useMantineTheme,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconLink, IconSchema } from "@tabler/icons-react";
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  useNodesState,
  type AriaLabelConfig,
  type NodeTypes,
  type OnConnectEnd,
} from "@xyflow/react";
import { useTranslations } from "next-intl";
import { useMemo, useState, type KeyboardEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import {
  CONNECT_HANDLE,
  diagramOf,
  linksOf,
  TARGET_HANDLE,
  type LinkEdge,
  type TableNode as TableNodeType,
} from "@/modules/database-generator/components/erd/diagram";
import { erdQueries } from "@/modules/database-generator/components/erd/diagram-query";
import { LinkDialog } from "@/modules/database-generator/components/erd/link-dialog";
import {
  CanLinkContext,
  OpenTableContext,
  TableNode,
} from "@/modules/database-generator/components/erd/table-node";
import type { Table } from "@/modules/database-generator/shared/types";
import classes from "./erd.module.css";

export interface ErdViewProps {
  moduleId: string;
  databaseId: string;
  /** Opens a table (its name clicked, or Enter on its focused node). */
  onOpenTable: (tableId: string) => void;
  /** Who may edit links tables: a drag from a table's link point onto another, or 'Link tables'. */
  canEdit?: boolean;
}

const NODE_TYPES: NodeTypes = { table: TableNode };

/**
 * What the layout depends on: its tables, their columns (a node's height) and links. The diagram is
 * laid out again (and tables dragged about go back) only when this changes; names, types and counts
 * are shown as they change.
 */
const layoutKeyOf = (tables: Table[]) =>
  JSON.stringify([
    tables.map((table) => [table.id, table.columns.map((column) => column.id)]),
    linksOf(tables).edges.map((edge) => edge.id),
  ]);

/** The database page's `view=erd`: its tables and their columns as an entity-relationship diagram. */
export function ErdView({ moduleId, databaseId, onOpenTable, canEdit = false }: ErdViewProps) {
  const t = useTranslations("databaseGenerator.erd");
  const diagram = useQuery(erdQueries.diagram(moduleId, databaseId));
  const errorText = useErrorText(diagram.error);
  const tables = diagram.data?.tables;
  const layoutKey = useMemo(() => (tables ? layoutKeyOf(tables) : ""), [tables]);

  if (!tables) {
    if (errorText)
      return (
        <LoadError
          error={errorText}
          title={t("loadError")}
          retryLabel={t("retry")}
          onRetry={() => void diagram.refetch()}
        />
      );
    return (
      <Stack className={classes.canvas} p="md" gap="md" aria-busy="true" aria-label={t("loading")}>
        <Skeleton h={28} w={220} />
        <Skeleton h={180} w={264} />
        <Skeleton h={120} w={264} />
      </Stack>
    );
  }
  if (tables.length === 0)
    return (
      <Center className={classes.canvas} data-testid="erd-empty">
        <Stack align="center" gap="xs" p="md" maw={420}>
          <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
            <IconSchema size={24} />
          </ThemeIcon>
          <Text fw={600}>{t("emptyTitle")}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t("emptyText")}
          </Text>
        </Stack>
      </Center>
    );
  return (
    <OpenTableContext value={onOpenTable}>
      <CanLinkContext value={canEdit}>
        <Diagram
          key={layoutKey}
          moduleId={moduleId}
          tables={tables}
          onOpenTable={onOpenTable}
          canEdit={canEdit}
        />
      </CanLinkContext>
    </OpenTableContext>
  );
}

function Diagram({
  moduleId,
  tables,
  onOpenTable,
  canEdit,
}: {
  moduleId: string;
  tables: Table[];
  onOpenTable: (tableId: string) => void;
  canEdit: boolean;
}) {
  const t = useTranslations("databaseGenerator.erd");
  const [linking, setLinking] = useState<{ from: string | null; to: string | null } | null>(null);
  // A drag from a table's link point ends on another table (its handle, or anywhere on it).
  const onConnectEnd: OnConnectEnd = (event, state) => {
    const from = state.fromNode?.id;
    if (!from || state.fromHandle?.id !== CONNECT_HANDLE) return;
    let to = state.toNode?.id ?? null;
    if (!to) {
      const point = "changedTouches" in event ? event.changedTouches[0] : event;
      const under = point ? document.elementFromPoint(point.clientX, point.clientY) : null;
      to = under?.closest<HTMLElement>(".react-flow__node")?.dataset.id ?? null;
    }
    if (to) setLinking({ from, to });
  };
  const tLink = useTranslations("databaseGenerator.linkColumn");
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false);
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: true });
  // Laid out once (the parent's key lays it out again); tables may then be dragged about, or moved
  // with the arrow keys once selected, and their edges follow.
  const [laidOut] = useState(() => diagramOf(tables).nodes);
  const [placed, , onNodesChange] = useNodesState<TableNodeType>(laidOut);
  const latest = useMemo(() => new Map(tables.map((table) => [table.id, table])), [tables]);
  const links = useMemo(() => linksOf(tables), [tables]);
  // Each link named for assistive technology: its two sides and how many records each way.
  const edges: LinkEdge[] = useMemo(
    () =>
      links.edges.map((edge) => {
        if (!edge.data) return edge;
        const side = (tableId: string, column: string | null) => {
          const table = latest.get(tableId)?.name ?? "";
          return column === null ? table : tLink("columnOf", { column, table });
        };
        const ariaLabel = tLink("edge", {
          source: side(edge.source, edge.data.sourceColumn),
          target: side(edge.target, edge.data.targetColumn),
          cardinality: edge.data.cardinality,
        });
        return { ...edge, ariaLabel };
      }),
    [links, latest, tLink],
  );
  // The nodes as placed, with their tables' and links' latest state (the handles edges end on).
  const nodes = useMemo(
    () =>
      placed.map((node) => {
        const table = latest.get(node.id) ?? node.data.table;
        const linked = links.linked.get(node.id) ?? [];
        const same = table === node.data.table && linked.join() === node.data.linked.join();
        return {
          ...node,
          data: same ? node.data : { ...node.data, table, linked },
          ariaLabel: t("tableLabel", { name: table.name, count: table.columns.length }),
        };
      }),
    [placed, latest, links, t],
  );
  const labels = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      "node.a11yDescription.default": t("nodeHelp"),
      "node.a11yDescription.keyboardDisabled": t("nodeHelp"),
      "node.a11yDescription.ariaLiveMessage": ({ direction, x, y }) =>
        t("nodeMoved", { direction: t(`directions.${direction}`), x, y }),
      "edge.a11yDescription.default": t("edgeHelp"),
      "controls.ariaLabel": t("controls"),
      "controls.zoomIn.ariaLabel": t("zoomIn"),
      "controls.zoomOut.ariaLabel": t("zoomOut"),
      "controls.fitView.ariaLabel": t("fitView"),
      "controls.interactive.ariaLabel": t("interactive"),
      "minimap.ariaLabel": t("minimap"),
      "handle.ariaLabel": t("handle"),
    }),
    [t],
  );

  // Enter on a focused table opens it (Space selects it, as the library does, to move it by keys).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLElement)) return;
    if (!event.target.classList.contains("react-flow__node")) return;
    const id = event.target.dataset.id;
    if (!id) return;
    event.preventDefault();
    onOpenTable(id);
  };

  return (
    <div className={classes.canvas} data-testid="erd-view" role="region" aria-label={t("title")}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        onNodesChange={onNodesChange}
        nodeTypes={NODE_TYPES}
        onKeyDown={onKeyDown}
        colorMode={scheme}
        ariaLabelConfig={labels}
        fitView
        fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
        minZoom={0.1}
        maxZoom={2}
        nodesConnectable={canEdit}
        onConnectEnd={onConnectEnd}
        isValidConnection={(connection) =>
          connection.sourceHandle === CONNECT_HANDLE && connection.targetHandle === TARGET_HANDLE
        }
        edgesReconnectable={false}
        deleteKeyCode={null}
        onlyRenderVisibleElements={tables.length > 40}
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1} />
        <Controls showInteractive={false} />
        {canEdit ? (
          <Panel position="top-left">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={() => setLinking({ from: null, to: null })}
              data-testid="erd-link-tables"
            >
              {t("link.open")}
            </Button>
          </Panel>
        ) : null}
        {wide ? <MiniMap pannable zoomable nodeStrokeWidth={2} /> : null}
      </ReactFlow>
      {linking ? (
        <LinkDialog
          moduleId={moduleId}
          tables={tables}
          initial={linking}
          onClose={() => setLinking(null)}
          onLinked={(name) => {
            setLinking(null);
            notifications.show({ color: "teal", message: t("link.done", { name }) });
            void invalidateQueries({ tag: moduleTag(moduleId) });
          }}
        />
      ) : null}
    </div>
  );
}
