"use client";

import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { ApiError, errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { createCategorySchema } from "@/modules/content-hub/schemas/content-hub";
import { dropParent } from "@/modules/content-hub/shared/category-tree";
import { postEditorHref, productEditorHref } from "@/modules/content-hub/shared/routes";
import type { CategoryInUse, CategoryNode, ContentType } from "@/modules/content-hub/shared/types";
import { useContentUpload } from "../upload/use-content-upload";
import { useContentHub } from "../content-hub-context";
import { CategoryRow } from "./category-row";
import { useCategoryTree } from "./use-category-tree";
import classes from "./categories.module.css";

const ROOT = "category-root";

/** A new category's name: POST …/categories's rule. */
const categoryNameFormSchema = z.object({ name: createCategorySchema.shape.name });

/** Where a dropped category ends up when it lands on no other one: top level. */
function RootDropZone({ label }: { label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: ROOT });
  return (
    <Box
      ref={setNodeRef}
      className={classes.root}
      data-over={isOver || undefined}
      data-testid="category-root"
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Box>
  );
}

type Blocked = { message: string; inUse: CategoryInUse | null };

/**
 * 'Manage categories' (spec §2, width 662): the content type's tree. Drag a category onto another to
 * make it its child, anywhere else to make it top level (spec §4; the keyboard drags too: space, the
 * arrows, space). Add, add a sub category, rename, set an image (slug shown, derived by the server);
 * deleting follows §8: sub categories or assigned content block it, with links to that content.
 */
export function ManageCategoriesModal({
  contentType,
  onClose,
}: {
  contentType: ContentType;
  onClose: () => void;
}) {
  const t = useTranslations("contentHub.categories");
  const tHub = useTranslations("contentHub");
  const tAll = useTranslations();
  const info = useContentHub();
  const write = info.access.add || info.access.edit;
  const { flat, tree, error, reload } = useCategoryTree(info.id, contentType);
  const images = useContentUpload(info.id, "image");
  const [adding, setAdding] = useState<{ parent: string | null } | null>(null);
  const nameForm = useForm({
    initialValues: { name: "" },
    validate: translatedResolver(categoryNameFormSchema, tAll),
  });
  const [saving, setSaving] = useState(false);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  const fail = (cause: unknown) =>
    notifications.show({ color: "red", message: errorMessage(cause, t("saveFailed")) });

  const add = nameForm.onSubmit(async ({ name }) => {
    setSaving(true);
    try {
      await contentHubApi.createCategory(info.id, {
        name: name.trim(),
        contentType,
        parent: adding?.parent ?? null,
      });
      setAdding(null);
      nameForm.reset();
      reload();
    } catch (cause) {
      nameForm.setFieldError("name", errorMessage(cause, t("saveFailed")));
    } finally {
      setSaving(false);
    }
  });
  const startAdding = (parent: string | null) => {
    nameForm.reset();
    setAdding({ parent });
  };

  const move = async (event: DragEndEvent) => {
    const overId = event.over && event.over.id !== ROOT ? String(event.over.id) : null;
    const rows = flat.map(({ node, parentId }) => ({ id: node.id, parentId }));
    const parent = dropParent(rows, String(event.active.id), overId);
    if (parent === undefined) return;
    try {
      await contentHubApi.updateCategory(info.id, String(event.active.id), { parent });
    } catch (cause) {
      fail(cause);
    }
    reload();
  };

  const rename = async (node: CategoryNode, next: string) => {
    if (next === node.name) return null;
    try {
      await contentHubApi.updateCategory(info.id, node.id, { name: next });
      reload();
      return null;
    } catch (cause) {
      return errorMessage(cause, t("saveFailed"));
    }
  };

  const setImage = (node: CategoryNode, file: File) =>
    images.upload([file], async (stored) => {
      try {
        await contentHubApi.updateCategory(info.id, node.id, {
          name: node.name,
          media: [{ key: stored.fileKey }],
        });
        reload();
      } catch (cause) {
        fail(cause);
      }
    });

  const remove = async (node: CategoryNode) => {
    if (node.children.length > 0) {
      setBlocked({ message: t("hasChildren"), inUse: null });
      return;
    }
    const confirmed = await confirmAction({
      title: tHub("deleteTitle", { name: node.name }),
      message: tHub("deleteCategoryBody"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await contentHubApi.deleteCategory(info.id, node.id);
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 409) {
        const body = cause.body as { inUse?: CategoryInUse } | undefined;
        setBlocked({ message: cause.messages.join(", "), inUse: body?.inUse ?? null });
      } else fail(cause);
    }
    reload();
  };

  const addForm = (
    <Group align="flex-start" gap="xs">
      <TextInput
        {...nameForm.getInputProps("name")}
        onKeyDown={(event) => {
          if (event.key === "Enter") add();
          if (event.key === "Escape") {
            event.stopPropagation();
            setAdding(null);
          }
        }}
        label={adding?.parent ? t("subName") : t("name")}
        placeholder={t("namePlaceholder")}
        maxLength={100}
        autoFocus
        style={{ flex: 1 }}
        data-testid="category-name-input"
      />
      <Group gap="xs" mt={25}>
        <Button onClick={() => add()} loading={saving}>
          {t("save")}
        </Button>
        <Button variant="default" onClick={() => setAdding(null)}>
          {t("cancel")}
        </Button>
      </Group>
    </Group>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("title")}
      size={662}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="manage-categories"
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {write &&
          (adding ? (
            <Stack gap={4}>
              {adding.parent && (
                <Text size="sm" c="dimmed">
                  {t("addingUnder", {
                    name: flat.find((row) => row.node.id === adding.parent)?.node.name ?? "",
                  })}
                </Text>
              )}
              {addForm}
            </Stack>
          ) : (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => startAdding(null)}
              >
                {t("add")}
              </Button>
            </Group>
          ))}
        {images.busy && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t("uploading")}</Text>
          </Group>
        )}
        {tree === null && !error ? (
          <Loader size="sm" aria-label={t("loading")} />
        ) : flat.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("empty")}
          </Text>
        ) : (
          <DndContext sensors={sensors} onDragEnd={(event) => void move(event)}>
            <Stack gap={2} role="list" aria-label={t("title")}>
              {flat.map(({ node, depth }) => (
                <div role="listitem" key={node.id}>
                  <CategoryRow
                    node={node}
                    depth={depth}
                    disabled={!write}
                    onAddChild={() => startAdding(node.id)}
                    onRename={(next) => rename(node, next)}
                    onImage={(file) => void setImage(node, file)}
                    onDelete={() => void remove(node)}
                  />
                </div>
              ))}
            </Stack>
            {write && <RootDropZone label={t("dropTopLevel")} />}
          </DndContext>
        )}
        <Text size="xs" c="dimmed">
          {t("dragHint")}
        </Text>
      </Stack>
      <Modal
        opened={blocked !== null}
        closeButtonProps={{ "aria-label": t("close") }}
        onClose={() => setBlocked(null)}
        title={tHub("deleteConfirmation")}
        size="md"
        data-testid="category-blocked"
      >
        {blocked && (
          <Stack>
            <Alert color="red" role="alert">
              {blocked.message}
            </Alert>
            {blocked.inUse && blocked.inUse.items.length > 0 && (
              <List size="sm">
                {blocked.inUse.items.map((item) => (
                  <List.Item key={item.id}>
                    <Anchor
                      component={Link}
                      underline="always"
                      href={
                        blocked.inUse?.contentType === "product"
                          ? productEditorHref(info.id, item.id)
                          : postEditorHref(info.id, item.id)
                      }
                    >
                      {item.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setBlocked(null)}>
                {t("close")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Modal>
  );
}
