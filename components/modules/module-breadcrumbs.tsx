"use client";

import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import Link from "next/link";
import { HOME } from "@/lib/routing/decide-route";

/**
 * Where a module page is (spec §2): Dashboards → its project's modules page → the module's name
 * (the current page, when given); a module of the workspace itself (no project) sits under
 * `workspaceModules`, as the sidebar groups it (no page lists them: text, not a link). Each kind
 * passes its own translated texts.
 */
export function ModuleBreadcrumbs(props: {
  label: string;
  dashboards: string;
  project: { id: string; name: string } | null;
  /** The place of a module without a project ("Workspace modules"); omitted: none shown. */
  workspaceModules?: string;
  current?: string;
  projectTestId?: string;
}) {
  return (
    <Breadcrumbs aria-label={props.label} separatorMargin={6}>
      <Anchor component={Link} href={HOME} size="sm">
        {props.dashboards}
      </Anchor>
      {props.project && (
        <Anchor
          component={Link}
          href={`/project/${props.project.id}/modules`}
          size="sm"
          data-testid={props.projectTestId}
        >
          {props.project.name}
        </Anchor>
      )}
      {!props.project && props.workspaceModules !== undefined && (
        <Text size="sm" c="dimmed" data-testid="breadcrumb-workspace-modules">
          {props.workspaceModules}
        </Text>
      )}
      {props.current !== undefined && (
        <Text size="sm" c="dimmed" aria-current="page">
          {props.current}
        </Text>
      )}
    </Breadcrumbs>
  );
}
