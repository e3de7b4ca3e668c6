"use client";

import { Box, Center, Skeleton, Text } from "@mantine/core";
import { useInViewport } from "@mantine/hooks";
import { IconSitemap } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { automationQueries } from "@/modules/workflow-automation/client/api";
import type { ProcessSummary } from "@/modules/workflow-automation/shared/types";

const DiagramCanvas = dynamic(() => import("../diagram/diagram-canvas"), { ssr: false });

export const PREVIEW_HEIGHT = 170;

/**
 * A card's picture of its automation: the draft drawn by bpmn-js once the card is on screen (a long
 * list reads only what is seen; a card scrolled away keeps its picture), a still frame.
 */
export function ProcessPreview({ moduleId, process }: { moduleId: string; process: ProcessSummary }) {
  const t = useTranslations("workflowAutomation.list");
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (inViewport && !seen) setSeen(true);
  // Tagged with the module: a saved draft (the modeler invalidates the tag) draws again.
  const spec = seen ? automationQueries.process(moduleId, process.id) : null;
  const read = useQuery(spec, { staleTime: 60_000 });
  const source = read.data?.source;
  return (
    <Box
      ref={ref}
      h={PREVIEW_HEIGHT}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: "var(--mantine-radius-sm)", overflow: "hidden" }}
      data-testid="automation-preview"
    >
      {failed || read.error ? (
        <Center h={PREVIEW_HEIGHT}>
          <Text size="xs" c="dimmed" ta="center">
            <IconSitemap size={28} stroke={1.3} aria-hidden style={{ display: "block", margin: "0 auto" }} />
            {t("previewUnavailable")}
          </Text>
        </Center>
      ) : source ? (
        <DiagramCanvas
          xml={source}
          className="wa-preview"
          label={t("preview", { name: process.resourceName })}
          onError={() => setFailed(true)}
        />
      ) : (
        <Skeleton h={PREVIEW_HEIGHT} />
      )}
    </Box>
  );
}
