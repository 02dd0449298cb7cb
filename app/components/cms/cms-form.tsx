import { useSyncExternalStore } from "react";
import { useActionData, useFetcher } from "react-router";
import { HONEYPOT_FIELD } from "@core/forms/honeypot";
import { useT } from "~/lib/i18n";
import { CmsBlocks } from "./cms-blocks";
import { CMS_FORM_ID_FIELD, type CmsFormResult, type FormNode } from "@core/cms/model";
import { CmsFormStateContext, useCmsMode, type FormState } from "./render-context";

const noSubscription = () => () => {};

/** False in the server's HTML, true once React runs in the browser (the form then posts through a fetcher). */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

function isResultFor(value: unknown, id: string): value is CmsFormResult {
  return !!value && typeof value === "object" && (value as CmsFormResult).form === id;
}

/**
 * Form block: unsubmitted → sending → success or error (docs/product.md). With JavaScript it posts
 * through a fetcher and stays on the page; without, the browser posts to the same route action and the
 * page comes back in the success or error state.
 */
export function CmsForm({ node, className }: { node: FormNode; className: string }) {
  const mode = useCmsMode();
  const fetcher = useFetcher<CmsFormResult>({ key: `cms-form-${node.id}` });
  const actionData = useActionData<unknown>();
  const result = isResultFor(fetcher.data, node.id) ? fetcher.data : isResultFor(actionData, node.id) ? actionData : undefined;
  const state: FormState = fetcher.state === "submitting" ? "sending" : result ? (result.ok ? "success" : "error") : "unsubmitted";
  const disabled = mode !== "live";
  const statusId = `${node.id}-status`;
  const hydrated = useHydrated();
  const { t } = useT();

  if (state === "success") {
    return (
      <div className={`${className} cms-form-success`} role="status" data-form-state="success">
        {node.messages.success ? <CmsBlocks nodes={node.messages.success} /> : <p>{t("public.cms.form.success")}</p>}
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      className={`${className} cms-form`}
      aria-label={node.name}
      aria-describedby={statusId}
      aria-busy={state === "sending"}
      data-form-state={state}
      data-hydrated={hydrated ? "true" : undefined}
      onSubmit={disabled ? (event) => event.preventDefault() : undefined}
    >
      <input type="hidden" name={CMS_FORM_ID_FIELD} value={node.id} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${node.id}-hp`}>{t("public.cms.honeypot")}</label>
        <input id={`${node.id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <CmsFormStateContext.Provider value={{ state, disabled }}>
        <CmsBlocks nodes={node.children} />
      </CmsFormStateContext.Provider>
      <div id={statusId} className="cms-form-status" aria-live="polite">
        {state === "sending" ? (
          <p className="cms-form-sending">{node.messages.sending ? <CmsBlocks nodes={node.messages.sending} /> : t("public.cms.form.sending")}</p>
        ) : null}
        {state === "error" ? (
          <div role="alert" className="cms-form-error">
            {node.messages.error ? <CmsBlocks nodes={node.messages.error} /> : <p>{t("public.cms.form.error")}</p>}
          </div>
        ) : null}
        {disabled ? <p className="cms-form-note">{t("public.cms.form.previewOnly")}</p> : null}
      </div>
    </fetcher.Form>
  );
}
