import { Group, Text } from "@mantine/core";
import Image from "next/image";

export function Logo({ label }: { label: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Image src="/favicon.svg" alt="" width={28} height={28} priority />
      <Text fw={700} size="lg">
        {label}
      </Text>
    </Group>
  );
}
