import { PlaceholderScreen } from "~/components/placeholder-screen";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Welcome back · May" }];

export default function LoginScreen() {
  return (
    <PlaceholderScreen title="Welcome back">
      <p>Log in with your email and password, or continue with Google. Accounts open with the next release; until then, join the waitlist from the home page.</p>
    </PlaceholderScreen>
  );
}
