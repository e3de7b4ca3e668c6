"use client";

import { Center, Loader } from "@mantine/core";
import dynamic from "next/dynamic";
import type { BoardCanvasProps } from "./board-canvas";

/** The whiteboard's code (Excalidraw, its sync): loaded in the browser only, when a board is opened. */
const BoardCanvas = dynamic(() => import("./board-canvas").then((loaded) => loaded.BoardCanvas), {
  ssr: false,
  loading: () => (
    <Center h={240}>
      <Loader />
    </Center>
  ),
});

export function BoardLoader(props: BoardCanvasProps) {
  return <BoardCanvas {...props} />;
}
