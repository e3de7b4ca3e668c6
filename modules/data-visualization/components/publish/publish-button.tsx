"use client";

import { Button } from "@mantine/core";
import { IconWorldUpload } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { PublishProps } from "./publish-dialog";

// The dialog (its form, date picker and filter fields) loads when first wanted, not with the page.
const loadDialog = () => import("./publish-dialog");
const PublishDialog = dynamic(() => loadDialog().then((module) => module.PublishDialog));

/**
 * 'Publish' on a dashboard (for those who may edit it: the caller decides): opens the dialog of its
 * published links. The dialog stays mounted once opened, so it closes with its transition.
 */
export function PublishButton(props: PublishProps) {
  const t = useTranslations("dataVisualization.publish");
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconWorldUpload size={16} aria-hidden />}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        data-testid="publish-dashboard"
      >
        {t("button")}
      </Button>
      {wanted && <PublishDialog {...props} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
