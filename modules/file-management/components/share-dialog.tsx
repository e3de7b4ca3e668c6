"use client";

import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  type ComboboxItem,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconX } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { driveApi, driveQueries } from "@/modules/file-management/client/api";
import type { DriveItem, DrivePerson, DriveShare } from "@/modules/file-management/shared/types";
import { LinksPanel } from "./links-panel";

type Role = DriveShare["role"];
type ShareList = { data: DriveShare[] };

interface ShareDialogProps {
  moduleId: string;
  /** The item shared; null: closed. */
  item: DriveItem | null;
  /** The reader may share it and change who has it (edit right). */
  canShare: boolean;
  /** The reader's user id (they may remove their own share: "Leave"). */
  meId: string;
  onClose: () => void;
}

function useRoles(): { value: Role; label: string }[] {
  const t = useTranslations("fileManagement.share");
  return [
    { value: "view", label: t("canView") },
    { value: "edit", label: t("canEdit") },
  ];
}

/**
 * Share an item: who has it and with which role; with the edit right, a person picker to share it
 * with someone, each person's role and Stop sharing, and its public links; anyone shared with may
 * leave it.
 */
export function ShareDialog({ moduleId, item, canShare, meId, onClose }: ShareDialogProps) {
  const t = useTranslations("fileManagement.share");
  // The item last shown: the title stays while the dialog closes.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  const shares = useQuery(item ? driveQueries.shares(moduleId, item.id) : null, { keepPrevious: true });
  const list = item && shares.previous ? undefined : shares.data?.data;
  const sharedWith = useMemo(() => new Set((list ?? []).map((share) => share.user.id)), [list]);

  // A change answers the item's new shares: shown at once, then every list of the module is read again.
  const changed = (answer: ShareList) => {
    shares.setData(() => answer);
    invalidateQueries({ tag: moduleTag(moduleId) });
  };

  let body: ReactNode;
  if (shares.error && !list)
    body = (
      <LoadError
        error={errorMessage(shares.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void shares.refetch()}
      />
    );
  else if (!list || !shown)
    body = (
      <Stack gap="xs" aria-busy="true" data-testid="drive-shares-loading">
        {[0, 1].map((row) => (
          <Skeleton key={row} h={52} radius="sm" />
        ))}
      </Stack>
    );
  else if (list.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="drive-shares-empty">
        {t("empty")}
      </Text>
    );
  else
    body = (
      <Stack gap="xs" role="list">
        {list.map((share) => (
          <ShareRow
            key={share.user.id}
            moduleId={moduleId}
            item={shown}
            share={share}
            canShare={canShare}
            isMe={share.user.id === meId}
            onChanged={changed}
            onLeft={onClose}
          />
        ))}
      </Stack>
    );

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t("title", { name: shown?.name ?? "" })}
      size="lg"
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="drive-share-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {shown?.kind === "folder" ? t("introFolder") : t("intro")}
        </Text>
        {canShare && shown && (
          <SharePicker
            key={shown.id}
            moduleId={moduleId}
            item={shown}
            exclude={sharedWith}
            onChanged={changed}
          />
        )}
        <Text size="sm" fw={600}>
          {t("people")}
        </Text>
        {body}
        {canShare && shown && (
          <>
            <Divider />
            <LinksPanel key={shown.id} moduleId={moduleId} itemId={shown.id} />
          </>
        )}
      </Stack>
    </Modal>
  );
}

function renderPerson(images: Map<string, string | null>) {
  return function PersonOption({ option }: { option: ComboboxItem }): ReactNode {
    return (
      <Group gap="sm" wrap="nowrap">
        <Avatar
          name={option.label}
          src={images.get(option.value) ?? null}
          color="initials"
          size={24}
          aria-hidden
        />
        <Text size="sm" truncate>
          {option.label}
        </Text>
      </Group>
    );
  };
}

function SharePicker({
  moduleId,
  item,
  exclude,
  onChanged,
}: {
  moduleId: string;
  item: DriveItem;
  /** People who have it already (their row changes their role). */
  exclude: ReadonlySet<string>;
  onChanged: (answer: ShareList) => void;
}) {
  const t = useTranslations("fileManagement.share");
  const roles = useRoles();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const people = useQuery(driveQueries.people(moduleId, q), { keepPrevious: true });
  const [picked, setPicked] = useState<DrivePerson | null>(null);
  const [role, setRole] = useState<Role>("view");
  const [busy, setBusy] = useState(false);

  const { options, byId } = useMemo(() => {
    const byId = new Map<string, DrivePerson>();
    // The person picked stays an option whatever the search answers now.
    if (picked) byId.set(picked.id, picked);
    for (const person of people.data ?? []) if (!exclude.has(person.id)) byId.set(person.id, person);
    const options: ComboboxItem[] = [...byId.values()].map((person) => ({
      value: person.id,
      label: person.name,
    }));
    return { options, byId };
  }, [people.data, exclude, picked]);
  const renderOption = useMemo(
    () => renderPerson(new Map([...byId].map(([id, person]) => [id, person.image]))),
    [byId],
  );

  const share = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      const answer = await driveApi.share(moduleId, item.id, picked.id, role);
      notifications.show({ color: "teal", message: t("shared", { name: picked.name }) });
      setPicked(null);
      setSearch("");
      onChanged(answer);
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("shareError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void share();
      }}
      data-testid="drive-share-form"
    >
      <Group align="flex-end" gap="sm">
        <Select
          label={t("person")}
          placeholder={t("searchPeople")}
          data={options}
          value={picked?.id ?? null}
          onChange={(id) => setPicked(id ? (byId.get(id) ?? null) : null)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={people.loading || people.fetching ? t("searching") : t("nobody")}
          renderOption={renderOption}
          comboboxProps={{ withinPortal: true }}
          flex={1}
          miw={200}
          data-testid="drive-share-person"
        />
        <SegmentedControl
          data={roles}
          value={role}
          onChange={(value) => setRole(value === "edit" ? "edit" : "view")}
          aria-label={t("role")}
          data-testid="drive-share-role"
        />
        <Button type="submit" disabled={!picked} loading={busy} data-testid="drive-share-submit">
          {t("share")}
        </Button>
      </Group>
    </form>
  );
}

function ShareRow({
  moduleId,
  item,
  share,
  canShare,
  isMe,
  onChanged,
  onLeft,
}: {
  moduleId: string;
  item: DriveItem;
  share: DriveShare;
  canShare: boolean;
  isMe: boolean;
  onChanged: (answer: ShareList) => void;
  onLeft: () => void;
}) {
  const t = useTranslations("fileManagement.share");
  const roles = useRoles();
  const [busy, setBusy] = useState(false);
  const { name } = share.user;

  const run = async (action: () => Promise<ShareList>, done: string | null, after?: () => void) => {
    setBusy(true);
    try {
      const answer = await action();
      if (done) notifications.show({ color: "teal", message: done });
      onChanged(answer);
      after?.();
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("changeError")) });
    } finally {
      setBusy(false);
    }
  };
  const changeRole = (role: Role) => {
    if (role !== share.role) void run(() => driveApi.share(moduleId, item.id, share.user.id, role), null);
  };
  const remove = () =>
    void run(() => driveApi.unshare(moduleId, item.id, share.user.id), t("removed", { name }));
  // Leaving may take the item away from the reader: the dialog closes.
  const leave = () =>
    void run(
      () => driveApi.unshare(moduleId, item.id, share.user.id),
      t("left", { name: item.name }),
      onLeft,
    );
  const roleLabel = roles.find((option) => option.value === share.role)?.label ?? share.role;

  let actions: ReactNode;
  if (isMe)
    actions = (
      <>
        <Badge variant="light" color="gray">
          {roleLabel}
        </Badge>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={leave}
          loading={busy}
          data-testid="drive-share-leave"
        >
          {t("leave")}
        </Button>
      </>
    );
  else if (canShare)
    actions = (
      <>
        <Select<Role>
          data={roles}
          value={share.role}
          onChange={(role) => role && changeRole(role)}
          allowDeselect={false}
          disabled={busy}
          size="xs"
          w={130}
          aria-label={t("roleOf", { name })}
          comboboxProps={{ withinPortal: true }}
          data-testid="drive-share-row-role"
        />
        <Tooltip label={t("remove", { name })} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={remove}
            loading={busy}
            aria-label={t("remove", { name })}
            data-testid="drive-share-remove"
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </>
    );
  else
    actions = (
      <Badge variant="light" color="gray">
        {roleLabel}
      </Badge>
    );

  return (
    <Paper role="listitem" withBorder p="xs" data-testid="drive-share-row" data-user-id={share.user.id}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar name={name} color="initials" size={32} aria-hidden />
          <Text size="sm" truncate>
            {isMe ? t("me", { name }) : name}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
