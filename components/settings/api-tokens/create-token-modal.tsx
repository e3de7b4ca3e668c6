"use client";

import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import type { ApiTokenItem, ServiceTokenItem } from "@/lib/api-tokens/types";
import { apiTokensApi } from "@/lib/client/api-tokens";
import { serviceTokensApi } from "@/lib/client/service-tokens";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import * as z from "@/lib/zod";
import { apiTokenNameSchema, SERVICE_TOKEN_ROLES } from "@/lib/schemas/api-tokens";
import { noScopes, ScopePicker, scopesOf, type ScopeChoice } from "./scope-picker";

/** The expiry choices, in days; "never" asks for care (the page warns). */
const EXPIRIES = ["7", "30", "60", "90", "365", "never"] as const;
type Expiry = (typeof EXPIRIES)[number];

/** A person's own token, or the workspace's (a service token, with a role). */
export type TokenKind = "personal" | "service";
type ServiceRole = (typeof SERVICE_TOKEN_ROLES)[number];

const expiresAtOf = (expiry: Expiry): string | null =>
  expiry === "never" ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();

/**
 * "New token": its name, expiry, (for a service token) the role it acts with, scopes per area and
 * projects (all, or chosen ones); once made, the secret is shown this one time with a copy button,
 * and the list gets the new row.
 */
export function CreateTokenModal({
  kind,
  opened,
  onClose,
  onCreated,
  projects,
}: {
  kind: TokenKind;
  opened: boolean;
  onClose: () => void;
  onCreated: (item: ApiTokenItem | ServiceTokenItem) => void;
  projects: readonly { id: string; name: string }[];
}) {
  const t = useTranslations("settings.apiTokens");
  const tService = useTranslations("settings.serviceTokens");
  const [role, setRole] = useState<ServiceRole>("member");
  const tRoot = useTranslations();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<Expiry>("30");
  const [scopes, setScopes] = useState<ScopeChoice>(noScopes);
  const [limited, setLimited] = useState(false);
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<{ name?: string; scopes?: string; projects?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const { loading, error, setError, submit } = useFormSubmit();

  const reset = () => {
    setName("");
    setExpiry("30");
    setRole("member");
    setScopes(noScopes());
    setLimited(false);
    setProjectIds([]);
    setProblems({});
    setSecret(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const create = () => {
    const named = z.safeParse(apiTokenNameSchema, name);
    const chosen = scopesOf(scopes);
    const found = {
      name: named.success
        ? undefined
        : tRoot(named.error.issues[0]?.message ?? "validation.apiTokenNameRequired"),
      scopes: chosen.length === 0 ? tRoot("validation.apiTokenScopesRequired") : undefined,
      projects: limited && projectIds.length === 0 ? tRoot("validation.apiTokenProjectsRequired") : undefined,
    };
    setProblems(found);
    if (found.name || found.scopes || found.projects) return;
    void submit(async () => {
      const grant = {
        name,
        scopes: chosen,
        projectIds: limited ? projectIds : null,
        expiresAt: expiresAtOf(expiry),
      };
      const made =
        kind === "service"
          ? await serviceTokensApi.create({ ...grant, role })
          : await apiTokensApi.create(grant);
      setSecret(made.token);
      onCreated(made.item);
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t("createdTitle") : kind === "service" ? tService("newTitle") : t("newTitle")}
      size="lg"
      centered
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <Stack gap="md" data-testid="api-token-created">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {t("copyNow")}
          </Alert>
          <Code block data-testid="api-token-secret" style={{ wordBreak: "break-all" }}>
            {secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t("copied") : t("copy")}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close} data-testid="api-token-done">
              {t("done")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t("name")}
              description={t("nameHint")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={problems.name}
              withAsterisk
              data-autofocus
              data-testid="api-token-name"
            />
            <Select
              label={t("expiry")}
              data={EXPIRIES.map((value) => ({ value, label: t(`expiries.${value}`) }))}
              value={expiry}
              onChange={(value) => value && setExpiry(value as Expiry)}
              allowDeselect={false}
              data-testid="api-token-expiry"
            />
            {expiry === "never" && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
                {t("neverWarning")}
              </Alert>
            )}
            {kind === "service" && (
              <Select
                label={tService("role")}
                description={tService("roleHint")}
                data={SERVICE_TOKEN_ROLES.map((value) => ({ value, label: tService(`roles.${value}`) }))}
                value={role}
                onChange={(value) => value && setRole(value as ServiceRole)}
                allowDeselect={false}
                data-testid="service-token-role-select"
              />
            )}
            <ScopePicker value={scopes} onChange={setScopes} error={problems.scopes ?? null} />
            <Radio.Group
              label={t("projects")}
              value={limited ? "some" : "all"}
              onChange={(value) => setLimited(value === "some")}
            >
              <Stack gap={6} mt={6}>
                <Radio
                  value="all"
                  label={kind === "service" ? tService("projectsAll") : t("projectsAll")}
                  data-testid="api-token-projects-all"
                />
                <Radio value="some" label={t("projectsSome")} data-testid="api-token-projects-some" />
              </Stack>
            </Radio.Group>
            {limited && (
              <MultiSelect
                label={t("projectsChosen")}
                data={projects.map((project) => ({ value: project.id, label: project.name }))}
                value={projectIds}
                onChange={setProjectIds}
                searchable
                nothingFoundMessage={t("noProjectFound")}
                error={problems.projects}
                withAsterisk
                data-testid="api-token-project-picker"
              />
            )}
            <Text size="xs" c="dimmed">
              {kind === "service" ? tService("rightsNote") : t("rightsNote")}
            </Text>
            <FormError error={error} testId="api-token-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("cancel")}
              </Button>
              <Button type="submit" loading={loading} data-testid="api-token-create">
                {t("create")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
