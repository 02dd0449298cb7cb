import { data, Form, Link, useNavigation } from "react-router";
import { AUTH_MESSAGES } from "@core/constants";
import { INBOX_MESSAGES } from "@core/projects/inbox";
import { screenError } from "~/lib/error-text";
import { allowPublicFormSubmission } from "@server/platform";
import { confirmReplyAddress, describeReplyConfirmation } from "@server/leads";
import { appContext } from "~/.server/context";
import { readFormData } from "~/.server/request-input";
import { AuthFrame } from "../components/auth/auth-frame";
import { FormAlert, SubmitButton } from "../components/auth/form-controls";
import type { Route } from "./+types/reply-confirmation";

export const meta: Route.MetaFunction = () => [{ title: "Receive an answer · May" }, { name: "robots", content: "noindex" }];

/**
 * The link of a visitor's address confirmation lands here (docs/decisions/0874-replies-wait-for-the-visitor-to-confirm-their-address.md).
 * Opening it confirms nothing, since mail scanners open links: it says which site answered and to which address,
 * and the button confirms, which sends the answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, about: token ? await describeReplyConfirmation(app, token) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const token = formData.get("token");
  if (!(await allowPublicFormSubmission(app.env, "reply-confirmation", request))) return data({ confirmed: null, error: AUTH_MESSAGES.tooManyRequests }, { status: 429 });
  if (typeof token !== "string" || !token) return data({ confirmed: null, error: INBOX_MESSAGES.confirmationSpent }, { status: 400 });
  try {
    return { confirmed: await confirmReplyAddress(app, token), error: null };
  } catch (error) {
    const refusal = screenError(error);
    return data({ confirmed: null, error: refusal.message }, { status: refusal.status });
  }
}

export default function ReplyConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { token, about } = loaderData;
  const pending = useNavigation().state === "submitting";
  if (actionData?.confirmed) {
    return (
      <AuthFrame title="Address confirmed">
        <FormAlert tone="success" messages={[`The answer from ${actionData.confirmed.siteName} is on its way to ${actionData.confirmed.email}.`]} />
        <p className="mt-4 text-[15px] leading-7 text-ink-soft">Their later answers come straight to your inbox. To write back, reply to their email.</p>
      </AuthFrame>
    );
  }
  if (!about) {
    return (
      <AuthFrame title="Receive an answer">
        <FormAlert messages={[actionData?.error ?? INBOX_MESSAGES.confirmationSpent]} />
        <p className="mt-4 text-[15px] leading-7 text-ink-soft">If the website answers you again, a new link comes by email.</p>
        <Link to="/" className="btn-primary mt-6 h-11 w-full">Go to May</Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Receive an answer">
      <p className="text-[15px] leading-7 text-ink-soft">
        <strong className="text-ink">{about.siteName}</strong> answered the message sent from <strong className="text-ink">{about.email}</strong> through its contact form.
        Confirm that this address is yours, and we send you the answer by email.
      </p>
      {actionData?.error ? <div className="mt-4"><FormAlert messages={[actionData.error]} /></div> : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <SubmitButton pending={pending}>Send me the answer</SubmitButton>
      </Form>
      <p className="mt-4 text-sm leading-6 text-ink-soft">Did not write to this website? Close this page: nothing is sent.</p>
    </AuthFrame>
  );
}
