"use client";

import { Badge, Group, Image, Text, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { Cell } from "@/modules/database-generator/shared/values";
import { CELL_THUMB_HEIGHT, cellChips, isImage, thumbWidth, type Files } from "./attachment-rules";
import { FileIcon } from "./file-icon";

/**
 * An attachment cell as the grid and the cards show it: images as small thumbnails, other files as a
 * chip with their type's icon and name, the first few then "+N". Nothing in it takes the pointer's
 * press and no image can be dragged, so a click or a drag selects cells as anywhere else in the grid.
 * (Style props only: the grid's formatters are read by unit tests, which load no CSS.)
 */
export function AttachmentCell({ value, files }: { value: Cell | undefined; files: Files | undefined }) {
  const t = useTranslations("databaseGenerator.attachments");
  const { ids, more } = cellChips(value);
  if (ids.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" miw={0} data-testid="attachment-chips">
      {ids.map((id) => {
        const file = files?.[id];
        if (file && isImage(file))
          return (
            <Image
              key={id}
              src={file.thumbUrl}
              alt={file.name}
              title={file.name}
              loading="lazy"
              draggable={false}
              w={thumbWidth(file)}
              h={CELL_THUMB_HEIGHT}
              fit="cover"
              radius="xs"
              flex="none"
              bd="1px solid var(--mantine-color-default-border)"
              data-testid="attachment-thumb"
            />
          );
        const name = file?.name ?? t("unknownFile");
        return (
          <Badge
            key={id}
            variant="default"
            size="sm"
            tt="none"
            radius="sm"
            fw={500}
            maw={160}
            title={name}
            leftSection={<FileIcon contentType={file?.contentType ?? ""} name={file?.name} size={12} />}
            data-testid="attachment-chip"
          >
            {name}
          </Badge>
        );
      })}
      {more > 0 && (
        <>
          <Text span size="xs" c="dimmed" aria-hidden>
            +{more}
          </Text>
          <VisuallyHidden>{t("more", { count: more })}</VisuallyHidden>
        </>
      )}
    </Group>
  );
}
