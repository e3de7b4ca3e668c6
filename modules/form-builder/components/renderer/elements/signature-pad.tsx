"use client";

import { useRef } from "react";
import classes from "../../form-renderer.module.css";

/** Drawn with the pointer on a canvas; the answer is the drawing as a PNG data URL. */
export function SignaturePad({
  id,
  value,
  onChange,
  clearLabel,
}: {
  id: string;
  value: string;
  onChange: (v: string | null) => void;
  clearLabel: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [
      ((e.clientX - rect.left) * e.currentTarget.width) / rect.width,
      ((e.clientY - rect.top) * e.currentTarget.height) / rect.height,
    ] as const;
  };
  return (
    <div>
      <canvas
        id={id}
        ref={canvas}
        width={600}
        height={160}
        className={classes.canvas}
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = e.currentTarget.getContext("2d")!;
          ctx.lineWidth = 2.5;
          ctx.lineCap = "round";
          ctx.strokeStyle = "#111";
          ctx.beginPath();
          ctx.moveTo(...point(e));
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext("2d")!;
          ctx.lineTo(...point(e));
          ctx.stroke();
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          onChange(e.currentTarget.toDataURL("image/png"));
        }}
      />
      {value && (
        <button
          type="button"
          className={classes.secondary}
          onClick={() => {
            const c = canvas.current;
            c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
            onChange(null);
          }}
        >
          {clearLabel}
        </button>
      )}
    </div>
  );
}
