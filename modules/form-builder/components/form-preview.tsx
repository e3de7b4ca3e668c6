"use client";

import { Box, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import type { Form } from "@/modules/form-builder/shared/types";
import { FormRenderer } from "./form-renderer";

export const PREVIEW_WIDTHS = { desktop: 612, tablet: 540, mobile: 320 } as const;

/** The saved draft as respondents would see it, at the preview's width (inputs work, nothing is sent). */
export function FormPreview({
  form,
  view,
}: {
  form: Form;
  view: keyof typeof PREVIEW_WIDTHS;
  moduleId: string;
}) {
  const t = useTranslations("formBuilder.preview");
  const router = useRouter();
  const pathname = usePathname();
  return (
    <Stack p="md" align="center">
      <Group>
        <SegmentedControl
          data={(Object.keys(PREVIEW_WIDTHS) as (keyof typeof PREVIEW_WIDTHS)[]).map((v) => ({
            value: v,
            label: t(v),
          }))}
          value={view}
          onChange={(value) => router.replace(`${pathname}?view=${value}`)}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t("note")}
      </Text>
      <Box
        w={PREVIEW_WIDTHS[view]}
        maw="100%"
        style={{ border: "1px solid var(--mantine-color-default-border)" }}
        data-testid="preview-frame"
      >
        <FormRenderer form={form} />
      </Box>
    </Stack>
  );
}
