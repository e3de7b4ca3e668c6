"use client";

// Mantine's notification stack, loaded lazily by app-providers.tsx.
export { Notifications } from "@mantine/notifications";
