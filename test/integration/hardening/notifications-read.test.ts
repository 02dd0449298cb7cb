import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "@server/db/client";
import { listNotifications, notifyUser } from "@server/accounts/notifications";
import { call, signedUpUser } from "../accounts/helpers";

describe("marking notifications read", () => {
  it("takes as many ids as the schema allows (99 and 100), more than D1's bound-parameter limit", async () => {
    const { jwt, user } = await signedUpUser();
    const db = createDb(env.DB);
    for (let i = 0; i < 5; i++) await notifyUser(db, user.id, { kind: "site_ready", title: `Event ${i}` });
    const mine = (await listNotifications(db, user.id)).items.map((item) => item.id);
    for (const count of [99, 100]) {
      const ids = [...mine, ...Array.from({ length: count - mine.length }, (_, i) => 1_000_000 + i)];
      const response = await call("/notifications/read", { jwt, json: { ids } });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await response.json<{ unread: number }>()).unread).toBe(0);
    }
  });
});
