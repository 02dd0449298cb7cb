/** docs/product.md: the signup username follows the part of the email before '@' until the person types their own. */
export function usernameFromEmail(email: string): string {
  return email.split("@")[0]?.trim() ?? "";
}
