import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DomainError } from "@core/errors";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt } from "@server/security/rate-limit";
import { confirmEmail, resendConfirmation } from "@server/auth/email-confirmation";
import { commitSession } from "@server/auth/session";
import { getSessionUser } from "~/.server/session";
import { signIn } from "@server/auth/sign-in";
import { appContext } from "~/.server/context";
import { AuthFrame } from "../components/auth/auth-frame";
import { FormAlert, SubmitButton } from "../components/auth/form-controls";
import { AUTH_COPY } from "../components/auth/auth-copy";
import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import { sendEmailConfirmationSchema } from "@core/accounts/schemas";
import type { Route } from "./+types/email-confirmation";

export const meta: Route.MetaFunction = () => [{ title: "Email confirmation · May" }];

type ConfirmationState = { kind: "confirmed" } | { kind: "error"; message: string } | { kind: "waiting" };

/**
 * The link in the confirmation email lands here and confirms on arrival (docs/product.md), through the same
 * service as the API; without a code the screen waits for the person to open that email.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const email = params.get("email")?.trim() || null;
  const confirmation = params.get("confirmation")?.trim();
  let state: ConfirmationState = { kind: params.get("confirmed") === "true" ? "confirmed" : "waiting" };
  let sessionCookie: string | null = null;
  if (confirmation) {
    try {
      // The emailed link proves the address, like a reset link: the person is signed in as well.
      const { jwt } = await signIn(app, await confirmEmail(app, confirmation));
      sessionCookie = await commitSession(app, request, jwt);
      state = { kind: "confirmed" };
    } catch (error) {
      if (!(error instanceof DomainError)) console.error(`[${app.requestId}] email confirmation failed`, error);
      state = { kind: "error", message: error instanceof DomainError ? error.message : MESSAGES.confirmationError };
    }
  }
  const user = state.kind === "confirmed" && sessionCookie ? null : await getSessionUser(context);
  const signedIn = user !== null || sessionCookie !== null;
  return data(
    { state, email, signedIn, userConfirmed: sessionCookie !== null || (user?.confirmed ?? false) },
    sessionCookie ? { headers: { "Set-Cookie": sessionCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const parsed = sendEmailConfirmationSchema.safeParse({ email: (await request.formData()).get("email") });
  if (!parsed.success) return data({ sent: false, error: parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/send-email-confirmation", request, parsed.data.email))) {
    return data({ sent: false, error: AUTH_MESSAGES.tooManyRequests }, { status: 429 });
  }
  try {
    await resendConfirmation(app, parsed.data.email);
    return { sent: true, error: null };
  } catch (error) {
    const refusal = screenError(error);
    // An account that is already confirmed has nothing to wait for (docs/product.md).
    if (refusal.code === "ALREADY_CONFIRMED") throw redirect("/u/chat");
    return data({ sent: false, error: refusal.message }, { status: refusal.status });
  }
}

export default function EmailConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { state, email, signedIn, userConfirmed } = loaderData;
  const navigation = useNavigation();
  const homePath = signedIn ? "/u/chat" : "/login";
  const showResend = email !== null && !(signedIn && userConfirmed) && state.kind !== "confirmed";

  if (state.kind === "confirmed") {
    return (
      <AuthFrame title="Email confirmed">
        <FormAlert tone="success" messages={[MESSAGES.emailConfirmed]} />
        <Link to="/u/chat" className="btn-primary mt-6 h-11 w-full">Continue</Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={state.kind === "error" ? "We couldn't confirm your email" : MESSAGES.thankYouForRegistering}>
      {state.kind === "error" ? (
        <FormAlert messages={[state.message]} />
      ) : (
        <p className="text-[15px] leading-7 text-ink-soft">
          We sent a confirmation link{email ? <> to <strong className="text-ink">{email}</strong></> : null}. Please check your email and click
          the link to finish creating your account.
        </p>
      )}
      <div className="mt-6 space-y-3">
        {actionData?.sent && navigation.state === "idle" ? <FormAlert tone="success" messages={[AUTH_COPY.confirmationSent]} /> : null}
        {actionData?.error && navigation.state === "idle" ? <FormAlert messages={[actionData.error]} /> : null}
        {/* docs/product.md: Resend email when there is an address to send to, otherwise Go back home. */}
        {showResend ? (
          <Form method="post">
            <input type="hidden" name="email" value={email ?? ""} />
            <SubmitButton pending={navigation.state === "submitting"}>Resend email</SubmitButton>
          </Form>
        ) : (
          <Link to={homePath} className="btn-primary h-11 w-full">{MESSAGES.goBackHome}</Link>
        )}
      </div>
    </AuthFrame>
  );
}
