"use client";

import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import {
  columnState,
  lockedActions,
  sameMatrix,
  toggleCell,
  toggleColumn,
} from "@/lib/client/permissions-matrix";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { memberApi } from "@/lib/client/user-management/api";
import type { MemberDetail } from "@/lib/members/types";
import { APPLETS, PERMISSION_ACTIONS, type Permissions } from "@/lib/schemas/permissions";
import { ManagementDialog, useCloseDialog } from "./management-dialog";
import { useManagement } from "./management-context";

/**
 * /user-management/permissions/{userId}: the member's View/Add/Edit/Delete grants per applet, with
 * the All Applets row; saved on the member and enforced by the server's permission module.
 */
export function PermissionsDialog({ member, redirect }: { member: MemberDetail; redirect?: string }) {
  const t = useTranslations("userManagement");
  const { grants } = useManagement();
  const close = useCloseDialog(redirect);
  const [saved, setSaved] = useState<{ matrix: Permissions; custom: boolean }>({
    matrix: member.permissions,
    custom: member.customPermissions,
  });
  const [matrix, setMatrix] = useState<Permissions>(member.permissions);
  const { loading, error, submit: run } = useFormSubmit();
  const [resetting, setResetting] = useState(false);
  const editable = member.permissionsEditable && grants.edit;
  const locked = editable ? lockedActions(member.role) : new Set(PERMISSION_ACTIONS);
  const changed = !sameMatrix(matrix, saved.matrix);

  const save = (permissions: Permissions | null) =>
    run(async () => {
      const updated = await memberApi.update(grants.workspaceId, member.member.id, { permissions });
      setSaved({ matrix: updated.permissions, custom: updated.customPermissions });
      setMatrix(updated.permissions);
      notifications.show({
        color: "teal",
        message: permissions
          ? t("permissions.saved", { name: member.member.name })
          : t("permissions.resetDone"),
      });
    });

  return (
    <ManagementDialog
      title={t("permissions.title", { name: member.member.name })}
      redirect={redirect}
      size="xl"
      testId="permissions-dialog"
    >
      <Stack>
        <Group gap="xs">
          <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
          <Badge variant="outline" color={saved.custom ? "teal" : "gray"} data-testid="permissions-source">
            {saved.custom ? t("permissions.custom") : t("permissions.defaults")}
          </Badge>
        </Group>
        {!member.permissionsEditable && (
          <Alert color="blue">
            {member.role === "owner" || member.role === "admin"
              ? t("permissions.fixedForAdmins")
              : member.member.id === grants.userId
                ? t("permissions.ownReadOnly")
                : t("permissions.readOnly")}
          </Alert>
        )}
        {editable && (member.role === "viewer" || member.role === "guest") && (
          <Text size="sm" c="dimmed">
            {t("permissions.viewOnlyRole")}
          </Text>
        )}
        <FormError error={error} />
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped data-testid="permissions-matrix">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("permissions.applet")}</Table.Th>
                {PERMISSION_ACTIONS.map((action) => (
                  <Table.Th key={action} ta="center" w={90}>
                    {t(`permissions.actions.${action}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr data-testid="all-applets-row">
                <Table.Td fw={600}>{t("permissions.allApplets")}</Table.Td>
                {PERMISSION_ACTIONS.map((action) => {
                  const state = columnState(matrix, action);
                  return (
                    <Table.Td key={action}>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        checked={state.checked}
                        indeterminate={state.indeterminate}
                        disabled={locked.has(action)}
                        onChange={() => setMatrix((m) => toggleColumn(m, action, !state.checked, locked))}
                        aria-label={`${t("permissions.allApplets")} ${t(`permissions.actions.${action}`)}`}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
              {APPLETS.map((applet) => (
                <Table.Tr key={applet}>
                  <Table.Td>{t(`applets.${applet}`)}</Table.Td>
                  {PERMISSION_ACTIONS.map((action) => (
                    <Table.Td key={action}>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        checked={matrix[applet][action]}
                        disabled={locked.has(action)}
                        onChange={(event) => {
                          // Read now: React clears currentTarget before a deferred updater runs.
                          const checked = event.currentTarget.checked;
                          setMatrix((m) => toggleCell(m, applet, action, checked, locked));
                        }}
                        aria-label={`${t(`applets.${applet}`)} ${t(`permissions.actions.${action}`)}`}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          {editable && saved.custom ? (
            <Button
              variant="subtle"
              color="gray"
              loading={resetting}
              onClick={() => {
                setResetting(true);
                void save(null).finally(() => setResetting(false));
              }}
            >
              {t("permissions.reset")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {editable ? t("cancel") : t("close")}
            </Button>
            {editable && (
              <Button onClick={() => void save(matrix)} loading={loading && !resetting} disabled={!changed}>
                {t("save")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </ManagementDialog>
  );
}
