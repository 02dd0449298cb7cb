import { API_BODY_LIMIT_BYTES } from "@core/constants";
import { CMS_FORM_ID_FIELD, type CmsFormResult } from "@core/cms/model";
import type { AppContext } from "@server/platform";
import { allowPublicFormSubmission } from "@server/platform";
import { submitCmsForm } from "./forms";
import { cmsPath } from "./page";

/** A form POST to a CMS page: null when the request is not one (the route then answers 405). */
export async function handleCmsFormPost(app: AppContext, request: Request, pathname: string): Promise<{ result: CmsFormResult; status: number } | null> {
  if (Number(request.headers.get("content-length") ?? 0) > API_BODY_LIMIT_BYTES) return null;
  const formData = await request.formData().catch(() => null);
  const formId = formData?.get(CMS_FORM_ID_FIELD);
  const path = cmsPath(pathname);
  if (!formData || typeof formId !== "string" || !formId || !path) return null;
  if (!(await allowPublicFormSubmission(app.env, "cms/forms", request))) return { result: { form: formId, ok: false }, status: 429 };
  const outcome = await submitCmsForm(app, path, formId, formData);
  return { result: { form: formId, ok: outcome.ok }, status: outcome.ok ? 200 : outcome.status };
}
