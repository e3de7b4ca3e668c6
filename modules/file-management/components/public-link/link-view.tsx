"use client";

import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClockX, IconDownload, IconLinkOff } from "@tabler/icons-react";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PasswordGate } from "@/components/ui/password-gate";
import { linkDownloadHref, linksApi } from "@/modules/file-management/client/links";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { LinkPageView, PublicLink } from "@/modules/file-management/shared/links";
import { FileIcon } from "../file-icon";
import { LinkFolder } from "./link-folder";

/** /s/{token}: what a link opens, its password form, or why it does not open. */
export function LinkView({ token, view }: { token: string; view: LinkPageView }) {
  const t = useTranslations("fileManagement.publicLink");
  if (view.state !== "open") {
    if (view.state === "not-found")
      return <Closed icon={<IconLinkOff aria-hidden />} title={t("notFoundTitle")} text={t("notFound")} />;
    if (view.state === "expired")
      return <Closed icon={<IconClockX aria-hidden />} title={t("expiredTitle")} text={t("expired")} />;
    if (view.state === "used-up")
      return <Closed icon={<IconClockX aria-hidden />} title={t("usedUpTitle")} text={t("usedUp")} />;
    return <PasswordForm token={token} />;
  }
  const { link, items } = view;
  if (link.item?.kind === "folder" && items) return <LinkFolder token={token} link={link} first={items} />;
  return <LinkFile token={token} link={link} />;
}

function Closed({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card withBorder radius="md" p="xl" maw={520} mx="auto" data-testid="drive-link-closed">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Card>
  );
}

function PasswordForm({ token }: { token: string }) {
  const t = useTranslations("fileManagement.publicLink");
  const router = useRouter();
  return (
    <PasswordGate
      testId="drive-link-unlock"
      texts={{
        title: t("lockedTitle"),
        intro: t("locked"),
        password: t("password"),
        submit: t("unlock"),
        required: t("passwordRequired"),
        failed: t("unlockError"),
      }}
      onUnlock={async (password) => {
        await linksApi.unlock(token, password);
        router.refresh();
      }}
    />
  );
}

/** Who shared it, until when, and how many downloads are left. */
export function LinkFacts({ link }: { link: PublicLink }) {
  const t = useTranslations("fileManagement.publicLink");
  const format = useFormatter();
  return (
    <Stack gap={2}>
      {link.sharedBy && (
        <Text size="sm" c="dimmed">
          {t("sharedBy", { name: link.sharedBy })}
        </Text>
      )}
      {link.expiresAt && (
        <Text size="sm" c="dimmed">
          {t("expiresAt", {
            when: format.dateTime(new Date(link.expiresAt), { dateStyle: "medium", timeStyle: "short" }),
          })}
        </Text>
      )}
      {link.downloadsLeft !== null && (
        <Text size="sm" c="dimmed" data-testid="drive-link-left">
          {t("downloadsLeft", { count: link.downloadsLeft })}
        </Text>
      )}
    </Stack>
  );
}

function LinkFile({ token, link }: { token: string; link: PublicLink }) {
  const t = useTranslations("fileManagement.publicLink");
  const locale = useLocale();
  const item = link.item!;
  return (
    <Card withBorder radius="md" p="xl" maw={560} mx="auto" data-testid="drive-link-file">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <FileIcon item={item} size={48} />
          <Stack gap={4} miw={0}>
            <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
              {item.name}
            </Title>
            <Text size="sm">{formatBytes(item.size, locale)}</Text>
            <LinkFacts link={link} />
          </Stack>
        </Group>
        <Button
          component="a"
          href={linkDownloadHref(token)}
          download
          size="md"
          leftSection={<IconDownload size={18} aria-hidden />}
          data-testid="drive-link-download"
        >
          {t("download")}
        </Button>
        <Alert variant="light" color="gray">
          <Text size="xs">{t("safety")}</Text>
        </Alert>
      </Stack>
    </Card>
  );
}
