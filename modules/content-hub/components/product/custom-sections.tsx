"use client";

import { Button, Menu, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { cancelSection, newSection, type SectionDraft } from "@/modules/content-hub/shared/sections";
import { SECTION_KINDS } from "@/modules/content-hub/shared/types";
import { SectionCard } from "./section-card";

/** The product's custom field sections: features, specifications, downloads (spec §3, §4). */
export function CustomSections({
  moduleId,
  drafts,
  onChange,
  canWrite,
}: {
  moduleId: string;
  drafts: SectionDraft[];
  onChange: (drafts: SectionDraft[]) => void;
  canWrite: boolean;
}) {
  const t = useTranslations("contentHub.sections");
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("heading")}
      </Title>
      {drafts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("none")}
        </Text>
      )}
      {drafts.map((draft) => (
        <SectionCard
          key={draft.key}
          moduleId={moduleId}
          draft={draft}
          canWrite={canWrite}
          onChange={(next) => onChange(drafts.map((row) => (row.key === draft.key ? next : row)))}
          onCancel={() => onChange(cancelSection(drafts, draft.key))}
          onDelete={() => onChange(drafts.filter((row) => row.key !== draft.key))}
        />
      ))}
      {canWrite && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              w="fit-content"
            >
              {t("add")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SECTION_KINDS.map((kind) => (
              <Menu.Item key={kind} onClick={() => onChange([...drafts, newSection(kind)])}>
                {t(`kinds.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
