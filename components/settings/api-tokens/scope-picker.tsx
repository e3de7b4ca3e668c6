"use client";

import { SegmentedControl, Table, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { API_SCOPE_AREAS, type ApiScopeArea } from "@/lib/api-tokens/scopes";

/** An area's access in the form: none, read, or read and write. */
export type AreaAccess = "none" | "read" | "write";
export type ScopeChoice = Record<ApiScopeArea, AreaAccess>;

export const noScopes = (): ScopeChoice =>
  Object.fromEntries(API_SCOPE_AREAS.map((area) => [area, "none"])) as ScopeChoice;

/** The chosen scopes as the API takes them (`tasks:write` includes reading). */
export const scopesOf = (choice: ScopeChoice): string[] =>
  API_SCOPE_AREAS.flatMap((area) => (choice[area] === "none" ? [] : [`${area}:${choice[area]}`]));

/**
 * One row per area of the API with its access (a radio group each, so arrow keys move within it and
 * Tab between areas). What a token may do is also bounded by its owner's own rights.
 */
export function ScopePicker({
  value,
  onChange,
  error,
}: {
  value: ScopeChoice;
  onChange: (next: ScopeChoice) => void;
  error: string | null;
}) {
  const t = useTranslations("settings.apiTokens");
  return (
    <div>
      <Text size="sm" fw={500} id="api-token-scopes-label">
        {t("scopes")}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t("scopesHint")}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4} aria-labelledby="api-token-scopes-label" data-testid="api-token-scopes">
          <Table.Tbody>
            {API_SCOPE_AREAS.map((area) => (
              <Table.Tr key={area}>
                <Table.Td>
                  <Text size="sm" id={`api-token-area-${area}`}>
                    {t(`areas.${area}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <SegmentedControl
                    size="xs"
                    aria-labelledby={`api-token-area-${area}`}
                    value={value[area]}
                    onChange={(access) => onChange({ ...value, [area]: access as AreaAccess })}
                    data={[
                      { value: "none", label: t("accessNone") },
                      { value: "read", label: t("accessRead") },
                      { value: "write", label: t("accessWrite") },
                    ]}
                    data-testid={`api-token-scope-${area}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text size="xs" c="red" role="alert" data-testid="api-token-scopes-error">
          {error}
        </Text>
      )}
    </div>
  );
}
