import { PlaceholderScreen } from "~/components/placeholder-screen";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? · May" }];

export default function ForgotPasswordScreen() {
  return (
    <PlaceholderScreen title="Forgot your password?">
      <p>Enter the email you signed up with and we will send you a link to choose a new password.</p>
    </PlaceholderScreen>
  );
}
