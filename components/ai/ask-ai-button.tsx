"use client";

import { Button } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { AiModuleTag } from "@/lib/ai/types";

// Opened on demand: the dialog's code (and the chat's) loads on the first click.
const AskAiDialog = dynamic(() => import("./ask-ai-dialog").then((module) => module.AskAiDialog), {
  ssr: false,
});

/** The 'Ask AI' button of a module's header (spec §2) and the dialog it opens. */
export function AskAiButton({
  moduleId,
  moduleTag,
  returnTo,
}: {
  moduleId: string;
  moduleTag: AiModuleTag;
  returnTo: string;
}) {
  const t = useTranslations("ai");
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        data-testid="ask-ai-button"
      >
        {t("askAi")}
      </Button>
      {used && (
        <AskAiDialog
          opened={opened}
          onClose={() => setOpened(false)}
          moduleId={moduleId}
          moduleTag={moduleTag}
          returnTo={returnTo}
        />
      )}
    </>
  );
}
