/** The configured outside links the marketing frame needs (server/platform/public-links.ts fills them). */
export interface PublicLinksData {
  waitlistUrl: string;
  featureRequestUrl: string;
}
