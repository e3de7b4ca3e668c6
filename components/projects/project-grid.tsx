"use client";

import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";

/** 4 cards per row at xxl, 3 at xl, 2 at lg, else 1 (spec/shell.md §2; xxl is in our theme). */
export const PROJECT_GRID_COLS = { base: 1, lg: 2, xl: 3, xxl: 4 };

export function ProjectGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={PROJECT_GRID_COLS} spacing="lg" data-testid="projects-grid">
      {children}
    </SimpleGrid>
  );
}
