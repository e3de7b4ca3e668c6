"use client";

import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Collapse,
  Group,
  ScrollArea,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconAlertCircle,
  IconChevronDown,
  IconChevronRight,
  IconLock,
  IconRefresh,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import {
  applyResults,
  changedRows,
  defaultRoleFor,
  initialAccessState,
  rolesFor,
  rowFor,
  rowKey,
  setModuleRole,
  setProjectRole,
  toggleModule,
  toggleProject,
  type AccessNode,
  type AccessRole,
  type AccessTreeState,
} from "@/lib/client/access-tree";
import { memberApi } from "@/lib/client/user-management/api";
import type { MemberDetail } from "@/lib/members/types";
import type { AccessGrant, AccessRow, AccessTreeProject } from "@/lib/schemas/access";
import { ManagementDialog, useCloseDialog } from "./management-dialog";
import { useManagement } from "./management-context";

interface NodeLineProps {
  label: string;
  node: AccessNode;
  roles: { value: AccessRole; label: string }[];
  disabled: boolean;
  indeterminate?: boolean;
  failure?: string;
  retrying: boolean;
  onCheck(checked: boolean): void;
  onRole(role: AccessRole): void;
  onRetry(): void;
  testId: string;
  prefix?: React.ReactNode;
}

/** One project or module of the tree: checkbox, role dropdown, and the failure icon with retry. */
function NodeLine(props: NodeLineProps) {
  const t = useTranslations("userManagement.access");
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={props.testId} data-name={props.label}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {props.prefix}
        <Checkbox
          label={props.label}
          checked={props.node.checked}
          indeterminate={props.indeterminate}
          disabled={props.disabled}
          onChange={(event) => props.onCheck(event.currentTarget.checked)}
          styles={{ label: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } }}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        {props.failure !== undefined && (
          <>
            <Tooltip
              multiline
              w={240}
              label={
                <>
                  {t("failed")}
                  {props.failure && props.failure !== t("failed") && (
                    <Text size="xs" c="gray.4">
                      {props.failure}
                    </Text>
                  )}
                </>
              }
            >
              <ThemeIcon
                color="red"
                variant="light"
                size="md"
                data-testid="access-failed"
                aria-label={t("failed")}
              >
                <IconAlertCircle size={16} />
              </ThemeIcon>
            </Tooltip>
            <Tooltip label={t("retry")}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={props.onRetry}
                loading={props.retrying}
                aria-label={t("retryNamed", { name: props.label })}
              >
                <IconRefresh size={16} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <Select
          size="xs"
          w={120}
          data={props.roles}
          value={props.node.role}
          onChange={(value) => value && props.onRole(value as AccessRole)}
          disabled={props.disabled || !props.node.checked}
          allowDeselect={false}
          aria-label={t("roleIn", { name: props.label })}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Group>
  );
}

/**
 * /user-management/{userId}/access: the workspace's projects and their modules as a checkbox tree
 * with a role per node; cascades of spec §4; per-row results with retry.
 */
export function AccessDialog({
  member,
  tree,
  saved,
  redirect,
}: {
  member: MemberDetail;
  tree: AccessTreeProject[];
  saved: AccessGrant[];
  redirect?: string;
}) {
  const t = useTranslations("userManagement");
  const tErrors = useTranslations("errors");
  const { grants } = useManagement();
  const close = useCloseDialog(redirect);
  const [state, setState] = useState<AccessTreeState>(() =>
    initialAccessState(tree, saved, defaultRoleFor(member.role)),
  );
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editable = member.accessEditable && grants.edit;
  const busy = saving || retrying !== null;
  const roles = rolesFor(member.role).map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const pending = changedRows(state);

  async function send(rows: AccessRow[]): Promise<boolean> {
    setError(null);
    try {
      const results = await memberApi.saveAccess(member.member.id, rows);
      const outcome = applyResults(state, rows, results);
      setState((current) => applyResults(current, rows, results).state);
      setFailures((current) => {
        const next = { ...current };
        for (const row of rows) delete next[rowKey(row.type, row.owner)];
        return { ...next, ...outcome.failures };
      });
      return Object.keys(outcome.failures).length === 0;
    } catch (caught) {
      setError(errorMessage(caught, tErrors("networkError")));
      return false;
    }
  }

  async function save() {
    setSaving(true);
    const ok = await send(pending);
    setSaving(false);
    if (ok) {
      notifications.show({ color: "teal", message: t("access.saved", { name: member.member.name }) });
      close();
    } else notifications.show({ color: "red", message: t("access.someFailed") });
  }

  async function retry(key: string) {
    const row = rowFor(state, key);
    if (!row) {
      setFailures(({ [key]: _, ...rest }) => rest);
      return;
    }
    setRetrying(key);
    await send([row]);
    setRetrying(null);
  }

  const nodeProps = (key: string) => ({
    roles,
    disabled: !editable || busy,
    failure: failures[key],
    retrying: retrying === key,
    onRetry: () => void retry(key),
  });

  return (
    <ManagementDialog
      title={t("access.title", { name: member.member.name })}
      redirect={redirect}
      size="lg"
      testId="access-dialog"
    >
      <Stack>
        {member.accessToAll && <Alert color="blue">{t("access.accessToAll")}</Alert>}
        {!editable && (
          <Alert color="blue">
            {member.member.id === grants.userId ? t("access.ownReadOnly") : t("access.readOnly")}
          </Alert>
        )}
        <FormError error={error} />
        {tree.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="access-empty">
            {t("access.empty")}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="60vh" offsetScrollbars>
            <Stack gap="xs" data-testid="access-tree">
              {tree.map((project) => {
                const node = state.projects[project.id]!;
                const key = rowKey("project", project.id);
                const open = !collapsed[project.id];
                const someModules = project.modules.some((m) => state.modules[m.id]?.checked);
                return (
                  <Stack key={project.id} gap={6}>
                    <NodeLine
                      {...nodeProps(key)}
                      testId="access-project"
                      label={project.name}
                      node={node}
                      indeterminate={!node.checked && someModules}
                      onCheck={(checked) => setState((s) => toggleProject(s, project.id, checked))}
                      onRole={(role) => setState((s) => setProjectRole(s, project.id, role))}
                      prefix={
                        <>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            onClick={() => setCollapsed((c) => ({ ...c, [project.id]: open }))}
                            aria-expanded={open}
                            aria-label={
                              open
                                ? t("access.collapse", { name: project.name })
                                : t("access.expand", { name: project.name })
                            }
                            disabled={project.modules.length === 0}
                          >
                            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                          </ActionIcon>
                          {project.private && <IconLock size={14} aria-label={t("access.private")} />}
                        </>
                      }
                    />
                    <Collapse expanded={open}>
                      <Stack gap={6} pl={36}>
                        {project.modules.map((module) => (
                          <NodeLine
                            key={module.id}
                            {...nodeProps(rowKey("module", module.id))}
                            testId="access-module"
                            label={module.name}
                            node={state.modules[module.id]!}
                            onCheck={(checked) => setState((s) => toggleModule(s, module.id, checked))}
                            onRole={(role) => setState((s) => setModuleRole(s, module.id, role))}
                          />
                        ))}
                      </Stack>
                    </Collapse>
                  </Stack>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <DialogActions closeLabel={editable ? t("cancel") : t("close")} onClose={close}>
          {editable && (
            <Button
              onClick={() => void save()}
              loading={saving}
              disabled={pending.length === 0 || retrying !== null}
            >
              {t("save")}
            </Button>
          )}
        </DialogActions>
      </Stack>
    </ManagementDialog>
  );
}
