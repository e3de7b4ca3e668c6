import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";

export default function LogoutLayout({ children }: { children: ReactNode }) {
  return <MantineRoot>{children}</MantineRoot>;
}
