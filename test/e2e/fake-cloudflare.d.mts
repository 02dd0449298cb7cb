export interface FakeCloudflare {
  handle(request: Request): Promise<Response>;
  hostnames: Map<string, { id: string; hostname: string; checks: number; ownership: string; createdAt: string }>;
  calls: string[];
  /** TXT records its DNS over HTTPS answers, by name (each value one record; a `" "` inside splits it in parts, as DNS does). */
  txt: Map<string, string[]>;
}
export function createFakeCloudflare(options: { zoneId: string; token: string; activateAfterChecks?: number; basePath?: string }): FakeCloudflare;
