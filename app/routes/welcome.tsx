import { WelcomePanel } from "../components/welcome-panel";
import { authMeta } from "../components/auth/auth-copy";
import { routeMessages } from "~/.server/language";
import type { Route } from "./+types/welcome";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.welcome.metaTitle", "auth.welcome.metaDescription");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await routeMessages(request, context, ["auth"]) };
}

export default function Welcome() {
  return <WelcomePanel />;
}
