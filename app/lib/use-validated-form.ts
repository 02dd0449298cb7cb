import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

/**
 * One conform form over one zod schema (the same schema the server and the API use): native
 * constraints, validation on submit then again on every input, and the server's answer once the
 * navigation that carried it has settled.
 */
export function useValidatedForm<Schema extends z.ZodObject>(schema: Schema, lastResult: SubmissionResult<string[]> | undefined) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
