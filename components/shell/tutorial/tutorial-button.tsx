"use client";

import { Button, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { TutorialTopic } from "./topics";

// The carousel (embla) loads when the tutorial is first opened, not with the module's page.
const GuideSlides = dynamic(() => import("./guide-slides").then((module) => module.GuideSlides), {
  ssr: false,
  loading: function GuideLoading() {
    const t = useTranslations("common");
    return <Loader size="sm" m="md" aria-label={t("loading")} />;
  },
});

/** A module's 'Tutorial' button (spec/work-management.md §2): its kind's tutorial in a dialog. */
export function TutorialButton({ tag }: { tag: TutorialTopic }) {
  const t = useTranslations("tutorial");
  const [opened, setOpened] = useState(false);
  const title = t(`topics.${tag}.title`);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSchool size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="module-tutorial"
      >
        {t("button")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("dialogTitle", { name: title })}
        size="md"
        centered
      >
        {opened && (
          <Stack gap="sm" data-testid="module-tutorial-dialog">
            <Text size="sm">{t(`topics.${tag}.description`)}</Text>
            <GuideSlides tag={tag} title={title} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
