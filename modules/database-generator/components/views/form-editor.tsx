"use client";

import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from "@mantine/core";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type ReactNode } from "react";
import type { Column, Table } from "@/modules/database-generator/shared/types";
import type { FormSettings } from "@/modules/database-generator/shared/views";
import { ColumnTypeIcon } from "../column-type-icon";
import {
  checkText,
  columnsLeft,
  fieldAnnouncements,
  fieldsOf,
  formEntries,
  movedField,
  requiredLeft,
  tableRequires,
  withAllFields,
  withField,
  withoutField,
  withRequired,
  type FormEntry,
  type FormFields,
  type FormText,
} from "./form-fields";

/**
 * A form view's settings: its title, description and thanks message (each kept when it is left), and
 * its fields — required or not, removed, reordered by drag (keyboard too) or by buttons, added one by
 * one or all at once. `onSave` gets the whole new settings at each change.
 */
export function FormEditor(props: {
  table: Table;
  form: FormSettings;
  onSave: (next: FormSettings) => void;
}) {
  const { table, form, onSave } = props;
  const t = useTranslations("databaseGenerator.views.form");
  const entries = formEntries(table.columns, form.fields);
  const fields = fieldsOf(entries);
  const left = columnsLeft(table.columns, fields);
  const missing = requiredLeft(table.columns, fields);
  const saveFields = (next: FormFields) => onSave({ ...form, fields: next });
  const text = (kind: FormText) => (
    <SettingText
      // A new saved text (or a failed save going back) starts the field again from it.
      key={`${kind}:${form[kind]}`}
      kind={kind}
      value={form[kind]}
      placeholder={kind === "title" ? table.name : kind === "message" ? t("thanks") : undefined}
      onSave={(value) => onSave({ ...form, [kind]: value })}
    />
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      maw={640}
      w="100%"
      mx="auto"
      data-testid="form-editor"
    >
      <Stack gap="md">
        {text("title")}
        {text("description")}
        <Divider />
        <Title order={3} size="h5">
          {t("fields")}
        </Title>
        {missing.length > 0 && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="form-missing-required"
          >
            {t("missingRequired", {
              names: missing.map((column) => column.name).join(", "),
              count: missing.length,
            })}
          </Alert>
        )}
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("noFields")}
          </Text>
        ) : (
          <FieldList entries={entries} onChange={saveFields} />
        )}
        <Group gap="xs">
          <AddField columns={left} onAdd={(column) => saveFields(withField(fields, column))} />
          <Button
            variant="subtle"
            disabled={left.length === 0}
            onClick={() => saveFields(withAllFields(fields, table.columns))}
            data-testid="form-add-all"
          >
            {t("addAll")}
          </Button>
        </Group>
        <Divider />
        {text("message")}
      </Stack>
    </Paper>
  );
}

/** One text setting, kept when it is left; too long, it shows why instead. */
function SettingText(props: {
  kind: FormText;
  value: string;
  placeholder?: string | undefined;
  onSave: (value: string) => void;
}) {
  const { kind } = props;
  const t = useTranslations("databaseGenerator.views.form");
  const tAll = useTranslations();
  const [text, setText] = useState(props.value);
  const [error, setError] = useState<string | null>(null);
  const leave = () => {
    const checked = checkText(kind, text);
    if (!checked.ok) return setError(tAll(checked.error));
    setError(null);
    if (checked.value !== props.value) props.onSave(checked.value);
    else setText(checked.value);
  };
  const common = {
    label: t(`${kind}Label`),
    placeholder: props.placeholder,
    value: text,
    error,
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setText(next);
      if (error && checkText(kind, next).ok) setError(null);
    },
    onBlur: leave,
    "data-testid": `form-setting-${kind}`,
  };
  if (kind === "title") return <TextInput {...common} />;
  return (
    <Textarea
      {...common}
      description={kind === "message" ? t("messageHint") : undefined}
      autosize
      minRows={2}
      maxRows={8}
    />
  );
}

/** 'Add field': the writable columns the form does not ask for yet. */
function AddField({ columns, onAdd }: { columns: Column[]; onAdd: (column: Column) => void }) {
  const t = useTranslations("databaseGenerator.views.form");
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={columns.length === 0}
          data-testid="form-add-field"
        >
          {t("addField")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={300} type="auto">
          {columns.map((column) => (
            <Menu.Item
              key={column.id}
              leftSection={<ColumnTypeIcon type={column.type} />}
              onClick={() => onAdd(column)}
              data-column-id={column.id}
            >
              {column.name}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The form's fields in order, sortable by drag (pointer or keyboard) and by the move buttons. */
function FieldList({ entries, onChange }: { entries: FormEntry[]; onChange: (next: FormFields) => void }) {
  const t = useTranslations("databaseGenerator.views.form");
  // dnd-kit numbers its ids with a module counter; React's id is the same on the server and client.
  const dndId = useId();
  const list = useRef<HTMLDivElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const fields = fieldsOf(entries);
  const indexOf = (id: UniqueIdentifier) => entries.findIndex((entry) => entry.column.id === id);
  const announcements = fieldAnnouncements(entries, (key, values) => t(key, values));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(movedField(fields, indexOf(active.id), indexOf(over.id)));
  };
  const moveBy = (index: number, step: -1 | 1) => {
    const id = entries[index]?.column.id;
    onChange(movedField(fields, index, index + step));
    // The row moves in the page: its button keeps the focus (the other one at the list's end).
    requestAnimationFrame(() => {
      const row = list.current?.querySelector(`[data-column-id="${id}"]`);
      const button =
        row?.querySelector<HTMLButtonElement>(`[data-move="${step}"]:not(:disabled)`) ??
        row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
      button?.focus();
    });
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("dragInstructions") } }}
    >
      <SortableContext items={entries.map((entry) => entry.column.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} ref={list} role="list" aria-label={t("fields")} data-testid="form-editor-fields">
          {entries.map((entry, index) => (
            <FieldRow
              key={entry.column.id}
              entry={entry}
              first={index === 0}
              last={index === entries.length - 1}
              onMove={(step) => moveBy(index, step)}
              onRequired={(required) => onChange(withRequired(fields, entry.column.id, required))}
              onRemove={() => onChange(withoutField(fields, entry.column.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function FieldRow(props: {
  entry: FormEntry;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onRequired: (required: boolean) => void;
  onRemove: () => void;
}) {
  const { column } = props.entry;
  const name = column.name;
  const t = useTranslations("databaseGenerator.views.form");
  const locked = tableRequires(column);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column.id, attributes: { roleDescription: t("sortable") } });

  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      withBorder
      radius="sm"
      px="xs"
      py={6}
      data-testid="form-editor-field"
      data-column-id={column.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Group gap="xs" justify="space-between">
        <Group gap="xs" wrap="nowrap" miw={0} flex={1}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            {...attributes}
            {...listeners}
            aria-label={t("drag", { name })}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <ColumnTypeIcon type={column.type} />
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t("tableRequires")} disabled={!locked}>
            <div>
              <Switch
                size="sm"
                mr="xs"
                label={t("requiredLabel")}
                aria-label={locked ? t("requiredByTable", { name }) : t("requiredOf", { name })}
                checked={props.entry.required}
                disabled={locked}
                onChange={(event) => props.onRequired(event.currentTarget.checked)}
              />
            </div>
          </Tooltip>
          <RowButton
            label={t("moveUp", { name })}
            disabled={props.first}
            move={-1}
            onClick={() => props.onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </RowButton>
          <RowButton
            label={t("moveDown", { name })}
            disabled={props.last}
            move={1}
            onClick={() => props.onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </RowButton>
          <RowButton
            label={t("remove", { name })}
            color="red"
            testId="form-remove-field"
            onClick={props.onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </RowButton>
        </Group>
      </Group>
    </Paper>
  );
}

/** An icon button of a field's row, named by its label (also its tooltip). */
function RowButton(props: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  move?: -1 | 1;
  color?: string;
  testId?: string;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color ?? "gray"}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
        data-move={props.move}
        data-testid={props.testId}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
