"use client";

import { Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconEyeOff, IconKey, IconTable } from "@tabler/icons-react";
import { Handle, Position, type NodeProps } from "@xyflow/react";
import { useTranslations } from "next-intl";
import { createContext, memo, useContext } from "react";
import { ColumnTypeIcon } from "@/modules/database-generator/components/column-type-icon";
import {
  CONNECT_HANDLE,
  HEAD_HEIGHT,
  inHandle,
  loopHandle,
  ROW_HEIGHT,
  TARGET_HANDLE,
  type TableNode as TableNodeType,
} from "@/modules/database-generator/components/erd/diagram";
import classes from "./erd.module.css";

/** What opening a table does (the ER view's `onOpenTable`), for the nodes xyflow renders. */
/** Where a link column's edges leave (right), arrive (left) and loop back to it (right, a link to itself). */
const linkHandles = (columnId: string) =>
  [
    ["source", columnId, Position.Right],
    ["target", inHandle(columnId), Position.Left],
    ["target", loopHandle(columnId), Position.Right],
  ] as const;

export const OpenTableContext = createContext<(tableId: string) => void>(() => undefined);
/** Whether the reader may link tables by a drag (the ER view's `canEdit`). */
export const CanLinkContext = createContext(false);

/**
 * A table of the ER view: its name (a click opens it; Enter on the focused node too, see ErdView),
 * then its columns in their order, each with its type's icon, the primary one marked. A link's side
 * has the handles its edge leaves from (right) and ends on (left, or right for a loop).
 */
function TableNodeView({ data }: NodeProps<TableNodeType>) {
  const t = useTranslations("databaseGenerator.erd");
  const tTypes = useTranslations("databaseGenerator.types");
  const openTable = useContext(OpenTableContext);
  const canLink = useContext(CanLinkContext);
  const { table, linked } = data;
  const links = new Set(linked);
  return (
    <div className={classes.node} data-testid="erd-table" data-table-id={table.id}>
      <Handle
        type="target"
        id={TARGET_HANDLE}
        position={Position.Left}
        isConnectable={canLink}
        className={canLink ? classes.connect : classes.handle}
        style={{ top: HEAD_HEIGHT / 2 }}
      />
      {canLink ? (
        <Handle
          type="source"
          id={CONNECT_HANDLE}
          position={Position.Right}
          isConnectable
          className={classes.connect}
          style={{ top: HEAD_HEIGHT / 2 }}
          title={t("link.drag", { name: table.name })}
          data-testid="erd-link-from"
        />
      ) : null}
      <div className={classes.head} style={{ height: HEAD_HEIGHT }}>
        <IconTable size={16} stroke={1.6} aria-hidden />
        {/* The node itself takes the focus (one stop per table); the name is its pointer target. */}
        <UnstyledButton
          className={`${classes.name} nodrag`}
          tabIndex={-1}
          onClick={() => openTable(table.id)}
          title={t("openTable", { name: table.name })}
        >
          {table.name}
        </UnstyledButton>
        <Text size="xs" c="dimmed" style={{ flex: "none" }}>
          {t("records", { count: table.recordCount })}
        </Text>
      </div>
      {table.columns.length === 0 ? (
        <div className={classes.row} style={{ height: ROW_HEIGHT }}>
          <Text size="sm" c="dimmed">
            {t("noColumns")}
          </Text>
        </div>
      ) : (
        table.columns.map((column) => (
          <div
            key={column.id}
            className={classes.row}
            style={{ height: ROW_HEIGHT }}
            data-testid="erd-column"
            data-primary={column.primary || undefined}
          >
            <ColumnTypeIcon type={column.type} />
            <span className={classes.columnName}>{column.name}</span>
            {column.primary ? (
              <Tooltip label={t("primary")} withinPortal>
                <IconKey size={14} stroke={1.8} role="img" aria-label={t("primary")} />
              </Tooltip>
            ) : null}
            {column.hidden ? <IconEyeOff size={14} stroke={1.6} role="img" aria-label={t("hidden")} /> : null}
            <Text size="xs" c="dimmed" style={{ flex: "none" }} aria-hidden>
              {tTypes(column.type)}
            </Text>
            {links.has(column.id)
              ? linkHandles(column.id).map(([type, id, position]) => (
                  <Handle
                    key={id}
                    type={type}
                    id={id}
                    position={position}
                    isConnectable={false}
                    className={classes.handle}
                  />
                ))
              : null}
          </div>
        ))
      )}
    </div>
  );
}

export const TableNode = memo(TableNodeView);
