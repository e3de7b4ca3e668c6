"use client";

import { ActionIcon, Avatar, Box, FileButton, Group, Menu, Text, TextInput } from "@mantine/core";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useForm } from "@mantine/form";
import {
  IconCheck,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconTrash,
  IconX,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import { createCategorySchema } from "@/modules/content-hub/schemas/content-hub";
import { contentFileUrl, type CategoryNode } from "@/modules/content-hub/shared/types";
import classes from "./categories.module.css";

/** A category's new name: the rule of a category's name (POST and PATCH …/categories). */
const renameFormSchema = z.object({ name: createCategorySchema.shape.name });

/** One category of the tree: draggable, a drop target (onto it = becomes its child), and its actions. */
export function CategoryRow({
  node,
  depth,
  disabled,
  onAddChild,
  onRename,
  onImage,
  onDelete,
}: {
  node: CategoryNode;
  depth: number;
  disabled: boolean;
  onAddChild: () => void;
  onRename: (name: string) => Promise<string | null>;
  onImage: (file: File) => void;
  onDelete: () => void;
}) {
  const t = useTranslations("contentHub.categories");
  const tAll = useTranslations();
  const {
    setNodeRef: setDragRef,
    listeners,
    attributes,
    isDragging,
  } = useDraggable({ id: node.id, disabled, attributes: { roleDescription: t("draggable") } });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: node.id });
  const [renaming, setRenaming] = useState(false);
  const form = useForm({
    initialValues: { name: node.name },
    validate: translatedResolver(renameFormSchema, tAll),
  });
  const image = node.media[0]?.key;

  const submit = form.onSubmit(async ({ name }) => {
    const problem = await onRename(name.trim());
    if (problem) form.setFieldError("name", problem);
    else setRenaming(false);
  });

  return (
    <Box
      ref={setDropRef}
      className={classes.row}
      data-over={(isOver && !isDragging) || undefined}
      data-dragging={isDragging || undefined}
      data-testid="category-row"
      data-category-id={node.id}
      data-parent-id={node.parent ?? ""}
      style={{ paddingInlineStart: `calc(${depth} * 1.5rem + 0.25rem)` }}
    >
      <Group gap="xs" wrap="nowrap" ref={setDragRef}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("dragHandle", { name: node.name })}
          disabled={disabled}
          {...listeners}
          {...attributes}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Avatar src={image ? contentFileUrl(image) : null} size="sm" radius="sm" alt="">
          <IconPhoto size={14} aria-hidden />
        </Avatar>
        {renaming ? (
          <Group gap={4} wrap="nowrap" style={{ flex: 1 }} align="flex-start">
            <TextInput
              size="xs"
              {...form.getInputProps("name")}
              onKeyDown={(event) => {
                if (event.key === "Enter") submit();
                if (event.key === "Escape") {
                  // Cancels the rename, not the whole dialog.
                  event.stopPropagation();
                  setRenaming(false);
                }
              }}
              aria-label={t("name")}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <ActionIcon variant="light" aria-label={t("save")} onClick={() => submit()}>
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("cancel")}
              onClick={() => setRenaming(false)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate data-testid="category-name">
              {node.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              /{node.slug}
            </Text>
          </Box>
        )}
        {!disabled && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: node.name })}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddChild}>
                {t("addChild")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => {
                  form.setValues({ name: node.name });
                  form.clearErrors();
                  setRenaming(true);
                }}
              >
                {t("rename")}
              </Menu.Item>
              <FileButton
                onChange={(file) => file && onImage(file)}
                accept="image/jpeg,image/png,image/webp,image/tiff"
              >
                {(props) => (
                  <Menu.Item
                    {...props}
                    leftSection={<IconPhoto size={14} aria-hidden />}
                    closeMenuOnClick={false}
                  >
                    {t("image")}
                  </Menu.Item>
                )}
              </FileButton>
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
                {t("delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Box>
  );
}
