/** The configured outside links the marketing frame needs (server/config/public-links.ts fills them). */
export interface PublicLinksData {
  waitlistUrl: string;
  featureRequestUrl: string;
}
