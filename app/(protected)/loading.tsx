import { Center, Loader } from "@mantine/core";

export default function Loading() {
  return (
    <Center mih="60vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
