import { WelcomePanel } from "../components/welcome-panel";
import type { Route } from "./+types/welcome";

export const meta: Route.MetaFunction = () => [{ title: "Welcome · May" }, { name: "description", content: "Start a website with May, or open the ones you have." }];

export default function Welcome() {
  return <WelcomePanel />;
}
