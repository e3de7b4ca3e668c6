"use client";

import { Button, Group, Menu, NumberInput, ScrollArea, Stack, Text, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronDown, IconCrosshair, IconMathFunction, IconTableColumn } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { PRECISION_MAX } from "@/modules/database-generator/shared/columns";
import { checkFormula, formulaRef, type FunctionName } from "@/modules/database-generator/shared/formula";
import type { Column } from "@/modules/database-generator/shared/types";
import { ColumnTypeIcon } from "../column-type-icon";
import {
  formulaNote,
  formulaResolver,
  FUNCTION_GROUPS,
  insertAt,
  insertCall,
  matches,
  referableColumns,
  type FormulaNote,
  type TextEdit,
} from "./formula-rules";

/** How long typing pauses before the formula is checked and what is wrong shown. */
const CHECK_DELAY = 150;

/**
 * A formula as the column dialog edits it: its expression, what its references name (the table's
 * columns; the column being edited, named `name` now, and the formulas using it are cycles), whether
 * it can be saved (checked at once) and what is said of it (checked once typing pauses).
 */
export function useFormulaDraft(column: Column | null, columns: Column[], name: string) {
  const [expression, setExpression] = useState(column?.options.expression ?? "");
  const [settled] = useDebouncedValue(expression, CHECK_DELAY);
  const columnId = column?.id ?? null;
  const resolve = useMemo(() => formulaResolver(columns, { id: columnId, name }), [columns, columnId, name]);
  const now = useMemo(() => checkFormula(expression, resolve), [expression, resolve]);
  const note = useMemo(() => formulaNote(settled, checkFormula(settled, resolve)), [settled, resolve]);
  return {
    expression,
    setExpression,
    resolve,
    note,
    valid: now.ok,
    /** The result's type: as checked now, else as last saved (the digits stay while it is fixed). */
    result: now.ok ? now.type : (column?.options.result ?? null),
    noteId: useId(),
  };
}
export type FormulaDraft = ReturnType<typeof useFormulaDraft>;

/** What is said under the expression: its result's type, or what is wrong and where. */
function NoteText({ note, id, onShow }: { note: FormulaNote; id: string; onShow: (at: number) => void }) {
  const t = useTranslations("databaseGenerator.formula");
  if (note.kind === "empty")
    return (
      <Text id={id} size="xs" c="dimmed">
        {t("empty")}
      </Text>
    );
  if (note.kind === "result")
    return (
      <Text id={id} size="xs" c="teal" data-testid="formula-result">
        {t("result", { type: t(`types.${note.type}`) })}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text id={id} size="xs" c="red" style={{ flex: 1 }} data-testid="formula-error">
        {t(`errors.${note.key}`, note.values)}
        {note.fn && ` ${t("example", { example: t(`examples.${note.fn}`) })}`}
      </Text>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconCrosshair size={12} aria-hidden />}
        onClick={() => onShow(note.offset)}
      >
        {t("showWhere")}
      </Button>
    </Group>
  );
}

/** A menu's search box and its entries (those the search finds). */
function SearchMenu(props: {
  label: string;
  icon: ReactNode;
  search: string;
  empty: string;
  testId: string;
  /** The entries the search finds (none: `empty` is said). */
  children: (query: string) => ReactNode[];
}) {
  const [query, setQuery] = useState("");
  const items = props.children(query);
  return (
    <Menu position="bottom-start" shadow="md" width={340} withinPortal returnFocus={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={props.icon}
          rightSection={<IconChevronDown size={12} aria-hidden />}
          data-testid={props.testId}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Search
          aria-label={props.search}
          placeholder={props.search}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={280} type="auto">
          {items}
          {items.length === 0 && (
            <Text size="xs" c="dimmed" p="xs">
              {props.empty}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A formula's settings: its expression in a monospace area, checked as it is typed (the result's
 * type, or what is wrong, in words, and where), menus putting a column's reference or a function's
 * call at the cursor (each function with what it does and an example), and the result's decimal
 * places when it is a number.
 */
export function FormulaOptions(props: {
  draft: FormulaDraft;
  columns: Column[];
  precision: number;
  onPrecision: (value: number) => void;
}) {
  const { draft } = props;
  const t = useTranslations("databaseGenerator.formula");
  const tDialog = useTranslations("databaseGenerator.columnDialog");
  const area = useRef<HTMLTextAreaElement>(null);
  const usable = referableColumns(props.columns, draft.resolve);

  /** Focuses the expression with the cursor (or a selection) where given, once it is shown. */
  const focusAt = (start: number, end = start) =>
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(start, end);
    });
  const apply = (edit: (text: string, start: number, end: number) => TextEdit) => {
    const field = area.current;
    const text = draft.expression;
    const next = edit(text, field?.selectionStart ?? text.length, field?.selectionEnd ?? text.length);
    draft.setExpression(next.text);
    focusAt(next.cursor);
  };
  const insertColumn = (name: string) =>
    apply((text, start, end) => insertAt(text, start, end, formulaRef(name)));
  const insertFunction = (name: FunctionName) =>
    apply((text, start, end) => insertCall(text, start, end, name));

  return (
    <Stack gap={6}>
      <Textarea
        ref={area}
        label={t("expression")}
        description={t("hint")}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        value={draft.expression}
        onChange={(event) => draft.setExpression(event.currentTarget.value)}
        placeholder={t("placeholder")}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        error={draft.note.kind === "error"}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        data-testid="formula-expression"
      />
      <div aria-live="polite">
        <NoteText note={draft.note} id={draft.noteId} onShow={(at) => focusAt(at, at + 1)} />
      </div>
      <Group gap={6}>
        <SearchMenu
          label={t("insertColumn")}
          icon={<IconTableColumn size={14} aria-hidden />}
          search={t("searchColumns")}
          empty={t("noColumns")}
          testId="formula-insert-column"
        >
          {(query) =>
            usable
              .filter((column) => matches(query, column.name))
              .map((column) => (
                <Menu.Item
                  key={column.id}
                  leftSection={<ColumnTypeIcon type={column.type} decorative />}
                  onClick={() => insertColumn(column.name)}
                >
                  {column.name}
                </Menu.Item>
              ))
          }
        </SearchMenu>
        <SearchMenu
          label={t("insertFunction")}
          icon={<IconMathFunction size={14} aria-hidden />}
          search={t("searchFunctions")}
          empty={t("noFunctions")}
          testId="formula-insert-function"
        >
          {(query) =>
            FUNCTION_GROUPS.flatMap(({ group, names }) => {
              const found = names.filter((name) => matches(query, name, t(`functions.${name}`)));
              return found.length === 0
                ? []
                : [
                    <Menu.Label key={group}>{t(`groups.${group}`)}</Menu.Label>,
                    ...found.map((name) => (
                      <Menu.Item key={name} onClick={() => insertFunction(name)}>
                        <Text span display="block" size="sm" fw={600} ff="monospace">
                          {name}
                        </Text>
                        <Text span display="block" size="xs" c="dimmed">
                          {t(`functions.${name}`)}
                        </Text>
                        <Text span display="block" size="xs" ff="monospace" c="dimmed">
                          {t(`examples.${name}`)}
                        </Text>
                      </Menu.Item>
                    )),
                  ];
            })
          }
        </SearchMenu>
      </Group>
      {draft.result === "number" && (
        <NumberInput
          label={tDialog("precision")}
          description={t("precisionHint")}
          min={0}
          max={PRECISION_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          value={props.precision}
          onChange={(value) => props.onPrecision(Number(value) || 0)}
          data-testid="formula-precision"
        />
      )}
    </Stack>
  );
}
