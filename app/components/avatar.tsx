const PALETTES = [
  ["#7c5cff", "#ff6f4d", "#ffd166"],
  ["#2b1677", "#7c5cff", "#9be7c4"],
  ["#ff6f4d", "#ffd166", "#3a86ff"],
  ["#06d6a0", "#118ab2", "#ffd166"],
  ["#ef476f", "#7c5cff", "#f8edeb"],
  ["#1b1530", "#ff8a6b", "#c8b6ff"],
] as const;

/** A deterministic avatar: the same seed (docs/product.md: the email's length) always draws the same picture. */
export function GeneratedAvatar({ seed, size = 32, label }: { seed: number; size?: number; label: string }) {
  const [a, b, c] = PALETTES[Math.abs(seed) % PALETTES.length] ?? PALETTES[0];
  const angle = (seed * 47) % 360;
  const offset = 6 + (seed % 7);
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className="rounded-full" {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}>
      {label ? <title>{label}</title> : null}
      <defs>
        <clipPath id={`avatar-clip-${seed}`}>
          <circle cx="16" cy="16" r="16" />
        </clipPath>
      </defs>
      <g clipPath={`url(#avatar-clip-${seed})`}>
        <rect width="32" height="32" fill={a} />
        <rect x={offset} y={offset} width="26" height="26" rx="8" fill={b} transform={`rotate(${angle} 16 16)`} />
        <circle cx={32 - offset} cy={offset + 4} r="6" fill={c} />
      </g>
    </svg>
  );
}
