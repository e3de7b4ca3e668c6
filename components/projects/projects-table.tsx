"use client";

import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { BookmarkButton } from "./bookmark-button";
import type { ProjectEntryProps } from "./project-card";
import { ModifiedDate, PrivateIcon } from "./project-meta";
import { ProjectMenu } from "./project-menu";

/** The list view: one row per project with its name, visibility, followers, date and controls. */
export function ProjectsTable({ entries }: { entries: ProjectEntryProps[] }) {
  const t = useTranslations("projects");
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t("table.caption")}
        data-testid="projects-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("table.name")}</Table.Th>
            <Table.Th>{t("table.visibility")}</Table.Th>
            <Table.Th>{t("table.followers")}</Table.Th>
            <Table.Th>{t("table.modified")}</Table.Th>
            <Table.Th>{t("table.bookmark")}</Table.Th>
            <Table.Th>{t("table.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(({ project, editHref, onDelete, onBookmarkRemoved }) => (
            <Table.Tr key={project.id} data-testid="project-row">
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} href={`/project/${project.id}/modules`} fw={600}>
                    {project.name}
                  </Anchor>
                  {project.private && <PrivateIcon />}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={project.private ? "gray" : "teal"}>
                  {project.private ? t("card.private") : t("card.public")}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.followers.count}</Text>
              </Table.Td>
              <Table.Td>
                <ModifiedDate updatedAt={project.updatedAt} withLabel={false} />
              </Table.Td>
              <Table.Td>
                <BookmarkButton project={project} onRemoved={onBookmarkRemoved} />
              </Table.Td>
              <Table.Td>
                <ProjectMenu name={project.name} editHref={editHref} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
