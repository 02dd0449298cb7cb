import { WelcomePanel } from "../components/welcome-panel";
import type { Route } from "./+types/preview-home";

export const meta: Route.MetaFunction = () => [{ title: "Preview · May" }];

export default function PreviewHome() {
  return <WelcomePanel />;
}
