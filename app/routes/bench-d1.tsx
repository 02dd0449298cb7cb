import { pingDatabase } from "@server/db";
import { appContext } from "~/.server/context";
import type { Route } from "./+types/bench-d1";

// The bench's second baseline: the bare route plus one D1 round trip, the least any page that checks a session pays
// (served only when BENCH=1; docs/performance.md, "Commands", and decision 0850).
export async function loader({ context }: Route.LoaderArgs) {
  await pingDatabase(context.get(appContext).db);
  return null;
}

export default function BenchD1() {
  return <p>bare</p>;
}
