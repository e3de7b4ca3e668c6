/**
 * Inline illustrations of the tutorial carousel: a sketch of the app with the place to look
 * highlighted. Decorative (the slide's caption says the same in words).
 */
const FRAME = "var(--mantine-color-default-border)";
const MUTED = "var(--mantine-color-gray-light)";
const ACCENT = "var(--mantine-primary-color-filled)";

export function AddModuleArt() {
  return (
    <svg viewBox="0 0 320 200" width="100%" role="presentation" aria-hidden focusable="false">
      <rect x="1" y="1" width="318" height="198" rx="14" fill="none" stroke={FRAME} strokeWidth="2" />
      <rect x="1" y="1" width="318" height="28" rx="14" fill={MUTED} />
      <rect x="1" y="29" width="70" height="170" fill={MUTED} />
      <rect x="12" y="40" width="30" height="8" rx="4" fill={FRAME} />
      <circle cx="56" cy="44" r="9" fill={ACCENT} />
      <path d="M52 44h8M56 40v8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      {[0, 1, 2].map((row) => (
        <rect key={row} x="12" y={62 + row * 16} width="46" height="8" rx="4" fill={FRAME} />
      ))}
      {[0, 1].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={86 + col * 114}
            y={42 + row * 78}
            width="104"
            height="68"
            rx="8"
            fill={col === 1 && row === 1 ? "none" : MUTED}
            stroke={col === 1 && row === 1 ? ACCENT : "none"}
            strokeWidth="2"
            strokeDasharray={col === 1 && row === 1 ? "6 4" : undefined}
          />
        )),
      )}
      <path d="M252 154h0M244 154h16M252 146v16" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function OpenModuleArt() {
  return (
    <svg viewBox="0 0 320 200" width="100%" role="presentation" aria-hidden focusable="false">
      <rect x="1" y="1" width="318" height="198" rx="14" fill="none" stroke={FRAME} strokeWidth="2" />
      <rect x="1" y="1" width="318" height="28" rx="14" fill={MUTED} />
      <rect x="110" y="8" width="110" height="14" rx="7" fill="var(--mantine-color-body)" stroke={ACCENT} />
      <rect x="1" y="29" width="90" height="170" fill={MUTED} />
      {[0, 1, 2, 3, 4].map((row) => (
        <rect
          key={row}
          x="10"
          y={42 + row * 22}
          width={row === 2 ? 72 : 60}
          height="12"
          rx="6"
          fill={row === 2 ? ACCENT : FRAME}
        />
      ))}
      <rect x="104" y="42" width="204" height="146" rx="10" fill="none" stroke={ACCENT} strokeWidth="2" />
      {[0, 1, 2].map((row) => (
        <rect key={row} x="118" y={58 + row * 26} width={176 - row * 30} height="14" rx="7" fill={MUTED} />
      ))}
    </svg>
  );
}
