import { Stack, Text } from "@mantine/core";

/** A headline figure of a widget: a small label over a large value (the cycle time's median). */
export function Figure(props: {
  label: string;
  value: string;
  size?: "md" | "xl";
  testId?: string;
  /** Raw values for tests and tools (`data-ms`), beside the formatted text. */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fz={props.size === "xl" ? 32 : "lg"} fw={700} lh={1.2} data-testid={props.testId} {...props.data}>
        {props.value}
      </Text>
    </Stack>
  );
}
