"use client";

import { ActionIcon, Box, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { contentFileUrl, PRODUCT_IMAGES_MAX } from "@/modules/content-hub/shared/types";
import { ContentDropzone } from "../upload/content-dropzone";

/** A product's images (up to 8; the uploader is hidden once there are 8, spec §2). */
export function ProductImages({
  moduleId,
  images,
  onChange,
  canWrite,
}: {
  moduleId: string;
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  canWrite: boolean;
}) {
  const t = useTranslations("contentHub.product");
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t("images", { count: images.length, max: PRODUCT_IMAGES_MAX })}
      </Text>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="xs" data-testid="product-images">
          {images.map((key, index) => (
            <Box key={key} pos="relative" data-testid="product-image">
              <Image
                src={contentFileUrl(key)}
                alt={t("imageAlt", { index: index + 1 })}
                radius="sm"
                h={110}
                fit="cover"
              />
              {canWrite && (
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  variant="default"
                  size="sm"
                  aria-label={t("removeImage", { index: index + 1 })}
                  onClick={() => onChange((current) => current.filter((item) => item !== key))}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
      {canWrite && images.length < PRODUCT_IMAGES_MAX && (
        <ContentDropzone
          moduleId={moduleId}
          kind="image"
          multiple
          label={t("uploadImages")}
          onUploaded={(upload) =>
            onChange((current) =>
              current.length < PRODUCT_IMAGES_MAX ? [...current, upload.fileKey] : current,
            )
          }
          testId="product-images-dropzone"
        />
      )}
    </Stack>
  );
}
