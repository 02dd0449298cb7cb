import { data, Form, Link, redirect, useNavigation, type RouterContextProvider } from "react-router";
import { DomainError } from "@core/errors";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt, type AppContext } from "@server/platform";
import { clearSignupBinding, commitSession, confirmEmail, findUserById, readSignupBinding, resendConfirmation, signIn } from "@server/accounts";
import { getSessionUser } from "~/.server/session";
import { appContext } from "~/.server/context";
import { readFormData } from "~/.server/request-input";
import { AuthFrame } from "../components/auth/auth-frame";
import { FormAlert, SubmitButton } from "../components/auth/form-controls";
import { authMeta, LINK_HOURS } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { sendEmailConfirmationSchema } from "@core/accounts/schemas";
import type { Route } from "./+types/email-confirmation";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.confirm.metaTitle", "auth.confirm.metaDescription");

/**
 * What the person may do after a confirmation: `chat` (already signed in to this account), `continue`
 * (this browser signed the account up: one click signs it in), `login` (any other browser), or `other`
 * (signed in to a different account, which stays signed in).
 */
type NextStep = "chat" | "continue" | "login" | "other";
type ConfirmationState = { kind: "confirmed"; next: NextStep } | { kind: "error"; message: string } | { kind: "waiting" };

/**
 * The link in the confirmation email lands here and confirms on arrival (docs/product.md), through the same
 * service as the API; without a code the screen waits for the person to open that email. Arriving never
 * signs anyone in: a link an attacker mails about his own account must not put a victim's browser into
 * it (docs/security.md, login CSRF). Signing in takes the Continue button, in the browser that signed up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const email = params.get("email")?.trim() || null;
  const confirmation = params.get("confirmation")?.trim();
  let confirmedId: number | null = null;
  let state: ConfirmationState = params.get("confirmed") === "true" ? { kind: "confirmed", next: "login" } : { kind: "waiting" };
  if (confirmation) {
    try {
      confirmedId = (await confirmEmail(app, confirmation)).id;
      state = { kind: "confirmed", next: "login" };
    } catch (error) {
      if (!(error instanceof DomainError)) console.error(`[${app.requestId}] email confirmation failed`, error);
      state = { kind: "error", message: error instanceof DomainError ? authMessageKey(error.message) : "auth.error.confirmationError" };
    }
  }
  const user = await getSessionUser(context);
  if (state.kind === "confirmed") {
    const boundId = await readSignupBinding(app, request);
    if (user) state.next = confirmedId === null || user.id === confirmedId ? "chat" : "other";
    else if (boundId !== null && (confirmedId === null || boundId === confirmedId)) state.next = "continue";
  }
  return {
    state,
    email,
    signedIn: user !== null,
    signedInAs: state.kind === "confirmed" && state.next === "other" ? (user?.email ?? null) : null,
    userConfirmed: user?.confirmed ?? false,
    messages: await routeMessages(request, context, ["auth"]),
  };
}

/** Continue: signs in the account this browser signed up, once confirmed; never over another session. */
async function continueAfterConfirmation(app: AppContext, request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  if (await getSessionUser(context)) return redirect("/u/chat");
  const boundId = await readSignupBinding(app, request);
  const account = boundId === null ? undefined : await findUserById(app.db, boundId);
  const headers = new Headers({ "Set-Cookie": await clearSignupBinding(app, request) });
  if (!account || !account.confirmed || account.blocked) return redirect("/login", { headers });
  headers.append("Set-Cookie", await commitSession(app, request, (await signIn(app, account)).jwt));
  return redirect("/u/chat", { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  if (formData.get("intent") === "continue") return continueAfterConfirmation(app, request, context);
  const parsed = sendEmailConfirmationSchema.safeParse({ email: formData.get("email") });
  if (!parsed.success) return data({ sent: false, error: parsed.error.issues[0]?.message ?? "auth.error.invalidEmail" }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/send-email-confirmation", request, parsed.data.email))) {
    return data({ sent: false, error: "auth.error.tooManyRequests" }, { status: 429 });
  }
  try {
    await resendConfirmation(app, parsed.data.email);
    return { sent: true, error: null };
  } catch (error) {
    const refusal = screenError(error);
    // An account that is already confirmed has nothing to wait for (docs/product.md).
    if (refusal.code === "ALREADY_CONFIRMED") throw redirect("/u/chat");
    return data({ sent: false, error: authMessageKey(refusal.message) }, { status: refusal.status });
  }
}

function ConfirmedNextStep({ next, signedInAs, pending }: { next: NextStep; signedInAs: string | null; pending: boolean }) {
  const { t, rich } = useT();
  switch (next) {
    case "continue":
      return (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="continue" />
          <SubmitButton pending={pending}>{t("auth.continue")}</SubmitButton>
        </Form>
      );
    case "login":
      return (
        <>
          <p className="mt-6 text-[15px] leading-7 text-ink-soft">{t("auth.confirm.loginToContinue")}</p>
          <Link to="/login" className="btn-primary mt-4 h-11 w-full">{t("auth.confirm.login")}</Link>
        </>
      );
    case "other":
      return (
        <>
          <p className="mt-6 text-[15px] leading-7 text-ink-soft">
            {rich("auth.confirm.otherAccount", { email: signedInAs ?? "", strong: (chunks) => <strong className="text-ink">{chunks}</strong> })}
          </p>
          <Link to="/u/chat" className="btn-primary mt-4 h-11 w-full">{t("auth.continue")}</Link>
        </>
      );
    default:
      return <Link to="/u/chat" className="btn-primary mt-6 h-11 w-full">{t("auth.continue")}</Link>;
  }
}

export default function EmailConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { state, email, signedIn, signedInAs, userConfirmed } = loaderData;
  const { t, rich } = useT();
  const navigation = useNavigation();
  const homePath = signedIn ? "/u/chat" : "/login";
  const showResend = email !== null && !(signedIn && userConfirmed) && state.kind !== "confirmed";

  if (state.kind === "confirmed") {
    return (
      <AuthFrame title={t("auth.confirm.confirmedTitle")}>
        <FormAlert tone="success" messages={["auth.confirm.confirmed"]} />
        <ConfirmedNextStep next={state.next} signedInAs={signedInAs} pending={navigation.state === "submitting"} />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={state.kind === "error" ? t("auth.confirm.errorTitle") : t("auth.confirm.waitingTitle")}>
      {state.kind === "error" ? (
        <FormAlert messages={[state.message]} />
      ) : (
        <p className="text-[15px] leading-7 text-ink-soft">
          {email ? rich("auth.confirm.waitingTo", { email, strong: (chunks) => <strong className="text-ink">{chunks}</strong> }) : t("auth.confirm.waiting")}
        </p>
      )}
      <div className="mt-6 space-y-3">
        {actionData?.sent && navigation.state === "idle" ? <FormAlert tone="success" messages={[t("auth.confirm.sent", { hours: LINK_HOURS.emailConfirmation })]} /> : null}
        {actionData?.error && navigation.state === "idle" ? <FormAlert messages={[actionData.error]} /> : null}
        {/* docs/product.md: Resend email when there is an address to send to, otherwise Go back home. */}
        {showResend ? (
          <Form method="post">
            <input type="hidden" name="email" value={email ?? ""} />
            <SubmitButton pending={navigation.state === "submitting"}>{t("auth.confirm.resend")}</SubmitButton>
          </Form>
        ) : (
          <Link to={homePath} className="btn-primary h-11 w-full">{t("auth.confirm.home")}</Link>
        )}
      </div>
    </AuthFrame>
  );
}
