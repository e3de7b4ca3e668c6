"use client";

import { Button, CopyButton, Group, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";

/** A link's address, selected on focus, with its Copy button ('Copied' for two seconds after). */
export function ShareUrl(props: {
  url: string;
  disabled?: boolean;
  testId: string;
  copyRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("dataVisualization.publish");
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        value={props.url}
        readOnly
        flex={1}
        miw={0}
        size="xs"
        aria-label={t("address")}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={props.testId}
      />
      <CopyButton value={props.url} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            ref={props.copyRef}
            size="xs"
            variant={copied ? "light" : "default"}
            color={copied ? "teal" : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
            disabled={props.disabled}
            data-testid={`${props.testId}-copy`}
          >
            {copied ? t("copied") : t("copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
