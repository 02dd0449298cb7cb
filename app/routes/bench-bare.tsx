// The bench's baseline: one line, no loader, no action (served only when BENCH=1; see workers/app.ts).
export default function BenchBare() {
  return <p>bare</p>;
}
