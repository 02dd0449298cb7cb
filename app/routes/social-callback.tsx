import { PlaceholderScreen } from "~/components/placeholder-screen";
import { MESSAGES } from "~/lib/constants";
import type { Route } from "./+types/social-callback";

export const meta: Route.MetaFunction = () => [{ title: `${MESSAGES.loading} · May` }];

/** Where a social provider (Google) hands the visitor back; the exchange arrives with accounts. */
export default function SocialCallbackScreen({ params }: Route.ComponentProps) {
  return (
    <PlaceholderScreen title={MESSAGES.loading} backTo="/login" backLabel="Back to login">
      <p>
        Signing you in with <span className="font-semibold capitalize text-ink">{params.providerName}</span>. Social sign-in completes
        here once accounts are live.
      </p>
    </PlaceholderScreen>
  );
}
