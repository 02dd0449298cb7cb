import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { useOwnClientAddress } from "./helpers";

// docs/decisions/0900-may-speaks-the-owners-language.md: the sign-up and log-in screens speak the reader's language
// (the may_lang cookie here), Arabic right to left, their errors too; each is checked with axe and looked at
// (screenshots in test-results/auth-languages/).

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

const LANGUAGES = [
  {
    language: "pt",
    dir: "ltr",
    signup: { title: "Crie a sua conta", username: "Nome de utilizador", password: "Palavra-passe", tooShort: "A palavra-passe deve ter pelo menos 6 caracteres.", submit: "Continuar" },
    login: { title: "Bem-vindo de volta", forgot: "Esqueceu-se da palavra-passe?", wrong: "Email ou palavra-passe inválidos" },
  },
  {
    language: "ar",
    dir: "rtl",
    signup: { title: "أنشئ حسابك", username: "اسم المستخدم", password: "كلمة المرور", tooShort: "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.", submit: "متابعة" },
    login: { title: "مرحبًا بعودتك", forgot: "هل نسيت كلمة المرور؟", wrong: "البريد الإلكتروني أو كلمة المرور غير صحيحة" },
  },
] as const;

test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

for (const words of LANGUAGES) {
  test(`sign-up and log-in speak ${words.language} (${words.dir}), their errors too`, async ({ page, context, baseURL }, testInfo) => {
    const shot = (name: string) => `test-results/auth-languages/${name}-${words.language}-${testInfo.project.name}.png`;
    await context.addCookies([{ name: "may_lang", value: words.language, url: baseURL! }]);

    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("lang", words.language);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await expect(page.getByRole("heading", { name: words.signup.title })).toBeVisible();
    await expect(page.getByLabel(words.signup.username)).toBeVisible();
    // The address and the password run left to right whatever the page's direction; the name follows the page.
    await expect(page.getByLabel(words.signup.password)).toHaveAttribute("dir", "ltr");
    await expect(page.locator('input[type="email"]')).toHaveAttribute("dir", "ltr");
    await expect(page.getByLabel(words.signup.username)).not.toHaveAttribute("dir", "ltr");
    await page.screenshot({ path: shot("signup"), fullPage: true });
    await expectNoAxeViolations(page);

    // A password too short is refused in the page's language, by the browser's check or the server's.
    await page.getByLabel(words.signup.password).fill("123");
    await page.getByRole("button", { name: words.signup.submit, exact: true }).click();
    await expect(page.getByText(words.signup.tooShort)).toBeVisible();
    await expect(page.getByText(/auth\.validation\./)).toHaveCount(0);
    await page.screenshot({ path: shot("signup-error"), fullPage: true });
    await expectNoAxeViolations(page);

    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await expect(page.getByRole("heading", { name: words.login.title })).toBeVisible();
    await expect(page.getByRole("link", { name: words.login.forgot })).toBeVisible();
    await expectNoAxeViolations(page);
    // The service's refusal, in the page's language.
    await page.locator('input[name="identifier"]').fill("nobody@example.com");
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.getByRole("button", { name: words.signup.submit, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(words.login.wrong);
    await page.screenshot({ path: shot("login-error"), fullPage: true });
    await expectNoAxeViolations(page);
  });
}
