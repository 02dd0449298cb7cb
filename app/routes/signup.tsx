import { PlaceholderScreen } from "~/components/placeholder-screen";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [{ title: "Create your account · May" }];

export default function SignupScreen() {
  return (
    <PlaceholderScreen title="Create your account">
      <p>Sign up with your email, a username and a password, or with Google. After signing up you confirm your email and go straight to the chat.</p>
    </PlaceholderScreen>
  );
}
