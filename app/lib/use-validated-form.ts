import { useForm, type SubmissionResult } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import type { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";

/** What a form screen hands over: its schema, loaded after hydration, and the native constraints its loader computed. */
export interface FormValidation<Schema extends z.ZodObject> {
  loadSchema: () => Promise<Schema>;
  constraint: Record<string, Constraint>;
}

interface LoadedValidator<Schema extends z.ZodObject> {
  schema: Schema;
  parseWithZod: typeof parseWithZod;
}

/**
 * One conform form over one zod schema (the same schema the server and the API use): native
 * constraints, validation on submit then again on every input, and the server's answer once the
 * navigation that carried it has settled. Zod reaches the browser after the page is interactive
 * (docs/decisions/0851-form-validation-loads-after-hydration.md): until it has, a submit is checked by the server.
 */
export function useValidatedForm<Schema extends z.ZodObject>({ loadSchema, constraint }: FormValidation<Schema>, lastResult: SubmissionResult<string[]> | undefined) {
  const navigation = useNavigation();
  const [validator, setValidator] = useState<LoadedValidator<Schema> | null>(null);
  useEffect(() => {
    let mounted = true;
    Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, conform]) => mounted && setValidator({ schema, parseWithZod: conform.parseWithZod }),
      // Offline or a stale deploy: the server still checks every submit.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loadSchema]);
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validator ? ({ formData }) => validator.parseWithZod(formData, { schema: validator.schema }) : undefined,
  });
}
