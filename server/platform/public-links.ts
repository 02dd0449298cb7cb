/** External links the marketing pages show; all come from configuration (docs/product.md: WAITLIST_URL). */
export interface PublicLinks {
  waitlistUrl: string;
  featureRequestUrl: string;
  supportEmail: string;
}

export function getPublicLinks(env: Pick<Env, "WAITLIST_URL" | "FEATURE_REQUEST_URL" | "SUPPORT_EMAIL">): PublicLinks {
  return {
    waitlistUrl: env.WAITLIST_URL,
    featureRequestUrl: env.FEATURE_REQUEST_URL,
    supportEmail: env.SUPPORT_EMAIL,
  };
}
