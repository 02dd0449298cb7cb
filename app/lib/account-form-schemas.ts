// The account forms' schemas, fetched by the browser after hydration so zod is not in the pages' first load
// (docs/decisions/0851-form-validation-loads-after-hydration.md). Module-level so each is one stable function.
export const loadLoginSchema = () => import("@core/accounts/schemas").then((schemas) => schemas.loginSchema);
export const loadRegisterSchema = () => import("@core/accounts/schemas").then((schemas) => schemas.registerSchema);
export const loadForgotPasswordSchema = () => import("@core/accounts/schemas").then((schemas) => schemas.forgotPasswordSchema);
export const loadResetPasswordSchema = () => import("@core/accounts/schemas").then((schemas) => schemas.resetPasswordSchema);
