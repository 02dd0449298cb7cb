export interface FakeCloudflare {
  handle(request: Request): Promise<Response>;
  hostnames: Map<string, { id: string; hostname: string; checks: number; ownership: string; createdAt: string }>;
  calls: string[];
}
export function createFakeCloudflare(options: { zoneId: string; token: string; activateAfterChecks?: number; basePath?: string }): FakeCloudflare;
