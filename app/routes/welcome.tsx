import { WelcomePanel } from "../components/welcome-panel";
import { metaText } from "../lib/meta-text";
import { routeWords } from "~/.server/language";
import type { Route } from "./+types/welcome";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: metaText(loaderData?.messages, "auth.welcome.metaTitle") },
  { name: "description", content: metaText(loaderData?.messages, "auth.welcome.metaDescription") },
];

// A signed-in page: its words by URL, fetched once by the browser (docs/decisions/0913-signed-in-pages-fetch-their-words-once.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await routeWords(request, context, ["auth"]) };
}

export default function Welcome() {
  return <WelcomePanel />;
}
