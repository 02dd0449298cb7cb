import { PlaceholderScreen } from "~/components/placeholder-screen";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · May" }];

export default function ResetPasswordScreen() {
  return (
    <PlaceholderScreen title="Choose a new password">
      <p>The link from your password-reset email opens this screen, where you set a new password and are signed in.</p>
    </PlaceholderScreen>
  );
}
