"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconLink } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { linkQueries, linksApi } from "@/modules/file-management/client/links";
import {
  LINK_MAX_DOWNLOADS,
  LINK_PASSWORD_MAX,
  LINK_PASSWORD_MIN,
  type DriveLink,
  type LinkDownload,
  type LinkState,
} from "@/modules/file-management/shared/links";

const STATE_COLORS: Record<LinkState, string> = {
  active: "teal",
  expired: "orange",
  "used-up": "orange",
  revoked: "gray",
};

/**
 * The share dialog's public links (for who may change the item): make a link with an optional
 * password, expiry and download limit; copy, revoke, and read each link's access log.
 */
export function LinksPanel({ moduleId, itemId }: { moduleId: string; itemId: string }) {
  const t = useTranslations("fileManagement.links");
  const links = useQuery(linkQueries.links(moduleId, itemId));
  const list = links.data?.data;
  const changed = () => void links.refetch();

  let body;
  if (links.error && !list)
    body = (
      <LoadError
        error={errorMessage(links.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void links.refetch()}
      />
    );
  else if (!list) body = <Skeleton h={52} radius="sm" aria-busy="true" />;
  else if (list.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="drive-links-empty">
        {t("empty")}
      </Text>
    );
  else
    body = (
      <Stack gap="xs" role="list">
        {list.map((link) => (
          <LinkRow key={link.id} moduleId={moduleId} itemId={itemId} link={link} onChanged={changed} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" data-testid="drive-links">
      <Text size="sm" fw={600}>
        {t("title")}
      </Text>
      <NewLinkForm moduleId={moduleId} itemId={itemId} onCreated={changed} />
      {body}
    </Stack>
  );
}

function NewLinkForm({
  moduleId,
  itemId,
  onCreated,
}: {
  moduleId: string;
  itemId: string;
  onCreated: () => void;
}) {
  const t = useTranslations("fileManagement.links");
  const tAll = useTranslations();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [limit, setLimit] = useState<number | string>("");
  const [errors, setErrors] = useState<{ password?: string; expiresAt?: string; limit?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password && (password.length < LINK_PASSWORD_MIN || password.length > LINK_PASSWORD_MAX))
      next.password = tAll("validation.driveLinkPasswordInvalid");
    const expiry = expiresAt ? new Date(expiresAt.replace(" ", "T")) : null;
    if (expiry && expiry.getTime() <= Date.now()) next.expiresAt = tAll("validation.driveLinkExpiryPast");
    const max = limit === "" ? null : Number(limit);
    if (max !== null && (!Number.isInteger(max) || max < 1 || max > LINK_MAX_DOWNLOADS))
      next.limit = tAll("validation.driveLinkMaxDownloadsInvalid");
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const link = await linksApi.create(moduleId, itemId, {
        password: password || null,
        expiresAt: expiry?.toISOString() ?? null,
        maxDownloads: max,
      });
      if (link.url) await navigator.clipboard?.writeText(link.url).catch(() => undefined);
      notifications.show({ color: "teal", message: t("created") });
      setPassword("");
      setExpiresAt(null);
      setLimit("");
      setOpen(false);
      onCreated();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("createError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="drive-link-form" noValidate>
      <Stack gap="xs">
        <Group gap="sm">
          <Button
            type="submit"
            leftSection={<IconLink size={16} aria-hidden />}
            loading={busy}
            data-testid="drive-link-create"
          >
            {t("create")}
          </Button>
          <Button variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? t("hideSettings") : t("settings")}
          </Button>
        </Group>
        <Collapse expanded={open}>
          <Group align="flex-start" gap="sm" grow>
            <PasswordInput
              label={t("password")}
              description={t("passwordHint")}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              autoComplete="new-password"
              data-testid="drive-link-password"
            />
            <DateTimePicker
              label={t("expiresAt")}
              description={t("expiresHint")}
              value={expiresAt}
              onChange={setExpiresAt}
              minDate={new Date()}
              clearable
              error={errors.expiresAt}
              data-testid="drive-link-expiry"
            />
            <NumberInput
              label={t("limit")}
              description={t("limitHint")}
              value={limit}
              onChange={setLimit}
              min={1}
              max={LINK_MAX_DOWNLOADS}
              allowDecimal={false}
              error={errors.limit}
              data-testid="drive-link-limit"
            />
          </Group>
        </Collapse>
      </Stack>
    </form>
  );
}

function LinkRow({
  moduleId,
  itemId,
  link,
  onChanged,
}: {
  moduleId: string;
  itemId: string;
  link: DriveLink;
  onChanged: () => void;
}) {
  const t = useTranslations("fileManagement.links");
  const format = useFormatter();
  const [busy, setBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await linksApi.revoke(moduleId, itemId, link.id);
      notifications.show({ color: "teal", message: t("revoked") });
      onChanged();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("revokeError")) });
    } finally {
      setBusy(false);
    }
  };
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <Paper role="listitem" withBorder p="xs" data-testid="drive-link-row" data-state={link.state}>
      <Stack gap={6}>
        {link.url === null ? (
          <Text size="xs" c="dimmed">
            {t("addressLost")}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={link.url}
              readOnly
              flex={1}
              size="xs"
              aria-label={t("address")}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="drive-link-url"
            />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("copied") : t("copy")} withArrow>
                  <ActionIcon
                    variant="subtle"
                    onClick={copy}
                    aria-label={t("copy")}
                    disabled={link.state === "revoked"}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        <Group gap={6}>
          <Badge variant="light" color={STATE_COLORS[link.state]}>
            {t(`states.${link.state}`)}
          </Badge>
          {link.hasPassword && <Badge variant="outline">{t("withPassword")}</Badge>}
          {link.expiresAt && (
            <Badge variant="outline" tt="none">
              {t("expires", { when: when(link.expiresAt) })}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {link.maxDownloads === null
              ? t("downloads", { count: link.downloads })
              : t("downloadsOf", { count: link.downloads, max: link.maxDownloads })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("createdBy", { name: link.createdBy?.name ?? "—", when: when(link.createdAt) })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setShowLog((value) => !value)}
            aria-expanded={showLog}
          >
            {showLog ? t("hideLog") : t("showLog")}
          </Button>
          {link.state !== "revoked" && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={busy}
              onClick={() => void revoke()}
              data-testid="drive-link-revoke"
            >
              {t("revoke")}
            </Button>
          )}
        </Group>
        {showLog && <AccessLog moduleId={moduleId} itemId={itemId} linkId={link.id} when={when} />}
      </Stack>
    </Paper>
  );
}

function AccessLog({
  moduleId,
  itemId,
  linkId,
  when,
}: {
  moduleId: string;
  itemId: string;
  linkId: string;
  when: (iso: string) => string;
}) {
  const t = useTranslations("fileManagement.links");
  const first = useQuery(linkQueries.log(moduleId, itemId, linkId));
  const [more, setMore] = useState<{ rows: LinkDownload[]; cursor: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  if (first.error && !first.data)
    return (
      <LoadError
        error={errorMessage(first.error, t("logError"))}
        retryLabel={t("retry")}
        onRetry={() => void first.refetch()}
      />
    );
  if (!first.data) return <Skeleton h={40} aria-busy="true" />;
  const rows = [...first.data.data, ...(more?.rows ?? [])];
  const cursor = more ? more.cursor : first.data.nextCursor;
  if (rows.length === 0)
    return (
      <Text size="xs" c="dimmed" data-testid="drive-link-log-empty">
        {t("logEmpty")}
      </Text>
    );
  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setMoreError(null);
    try {
      const page = await linksApi.log(moduleId, itemId, linkId, cursor);
      setMore((previous) => ({ rows: [...(previous?.rows ?? []), ...page.data], cursor: page.nextCursor }));
    } catch (error) {
      setMoreError(errorMessage(error, t("logError")));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={420}>
        <Table fz="xs" data-testid="drive-link-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("logWhen")}</Table.Th>
              <Table.Th>{t("logWhat")}</Table.Th>
              <Table.Th>{t("logAddress")}</Table.Th>
              <Table.Th>{t("logBrowser")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{when(row.at)}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.address}</Table.Td>
                <Table.Td maw={180} style={{ overflowWrap: "anywhere" }}>
                  {row.userAgent}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {moreError && (
        <Text size="xs" c="red" role="alert">
          {moreError}
        </Text>
      )}
      {cursor && (
        <Button size="xs" variant="subtle" loading={loading} onClick={() => void loadMore()}>
          {t("logMore")}
        </Button>
      )}
    </Stack>
  );
}
