import { WelcomePanel } from "../components/welcome-panel";
import type { Route } from "./+types/welcome";

export const meta: Route.MetaFunction = () => [{ title: "Welcome · May" }];

export default function Welcome() {
  return <WelcomePanel />;
}
