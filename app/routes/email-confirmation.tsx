import { PlaceholderScreen } from "~/components/placeholder-screen";
import type { Route } from "./+types/email-confirmation";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your email · May" }];

export default function EmailConfirmationScreen() {
  return (
    <PlaceholderScreen title="Confirm your email">
      <p>The link in your confirmation email opens this screen, which confirms your address and takes you to the chat.</p>
    </PlaceholderScreen>
  );
}
