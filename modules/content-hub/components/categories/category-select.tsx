"use client";

import { Button, Group, MultiSelect, Stack } from "@mantine/core";
import { IconCategory } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CategoryRef, ContentType } from "@/modules/content-hub/shared/types";
import { ManageCategoriesModal } from "./manage-categories-modal";
import { useCategoryTree } from "./use-category-tree";

/** The editors' categories field: the type's tree as indented options, and 'Manage categories'. */
export function CategorySelect({
  moduleId,
  contentType,
  label,
  placeholder,
  value,
  onChange,
  canManage,
  known,
}: {
  moduleId: string;
  contentType: ContentType;
  label: string;
  placeholder: string;
  value: string[];
  onChange: (ids: string[]) => void;
  canManage: boolean;
  /** The item's categories as loaded (shown even before the tree arrives). */
  known: CategoryRef[];
}) {
  const t = useTranslations("contentHub.categories");
  const { flat, reload } = useCategoryTree(moduleId, contentType);
  const [managing, setManaging] = useState(false);
  const options = flat.length
    ? flat.map(({ node, depth }) => ({ value: node.id, label: `${"— ".repeat(depth)}${node.name}` }))
    : known.map((category) => ({ value: category.id, label: category.name }));
  return (
    <Stack gap={4}>
      <MultiSelect
        label={label}
        placeholder={placeholder}
        data={options}
        value={value}
        onChange={onChange}
        searchable
        clearable
        nothingFoundMessage={t("none")}
        data-testid={`${contentType}-categories`}
      />
      {canManage && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCategory size={14} aria-hidden />}
            onClick={() => setManaging(true)}
          >
            {t("manage")}
          </Button>
        </Group>
      )}
      {managing && (
        <ManageCategoriesModal
          contentType={contentType}
          onClose={() => {
            setManaging(false);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
