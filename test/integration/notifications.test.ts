import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "@server/db/client";
import { listNotifications, markNotificationsRead, notifyUser } from "@server/accounts/notifications";
import { call, expectError, signedUpUser } from "./accounts/helpers";

interface ListBody {
  unread: number;
  items: { id: number; kind: string; title: string; body: string; link: string | null; read: boolean }[];
}

describe("notifications", () => {
  it("record the email confirmation as the user's first event", async () => {
    const { jwt, person } = await signedUpUser();
    const response = await call("/notifications", { jwt });
    expect(response.status).toBe(200);
    const body = await response.json<ListBody>();
    expect(body.unread).toBe(1);
    expect(body.items).toEqual([expect.objectContaining({ kind: "email_confirmed", title: "Email confirmed", read: false, link: "/u/chat" })]);
    expect(body.items[0]?.body).toContain(person.email);
  });

  it("list newest first, count unread, and mark some or all read", async () => {
    const { jwt, user } = await signedUpUser();
    const db = createDb(env.DB);
    await notifyUser(db, user.id, { kind: "site_ready", title: "Rise & Crumb is ready", link: "/u/dashboard" });
    await notifyUser(db, user.id, { kind: "site_published", title: "Rise & Crumb is live" });
    const before = await listNotifications(db, user.id);
    expect(before.unread).toBe(3);
    expect(before.items.map((item) => item.title)).toEqual(["Rise & Crumb is live", "Rise & Crumb is ready", "Email confirmed"]);

    const someRead = await call("/notifications/read", { jwt, json: { ids: [before.items[0]!.id] } });
    expect((await someRead.json<ListBody>()).unread).toBe(2);
    const allRead = await call("/notifications/read", { jwt, json: {} });
    expect((await allRead.json<ListBody>()).unread).toBe(0);
  });

  it("never show or touch another user's notifications", async () => {
    const alice = await signedUpUser();
    const bob = await signedUpUser();
    const db = createDb(env.DB);
    await notifyUser(db, alice.user.id, { kind: "message_received", title: "A message for Alice" });
    const aliceItems = await listNotifications(db, alice.user.id);
    const aliceMessage = aliceItems.items.find((item) => item.title === "A message for Alice");
    await call("/notifications/read", { jwt: bob.jwt, json: { ids: [aliceMessage!.id] } });
    expect((await listNotifications(db, alice.user.id)).unread).toBe(aliceItems.unread);
    const bobList = await (await call("/notifications", { jwt: bob.jwt })).json<ListBody>();
    expect(bobList.items.some((item) => item.title === "A message for Alice")).toBe(false);
    await markNotificationsRead(db, bob.user.id);
    expect((await listNotifications(db, alice.user.id)).unread).toBe(aliceItems.unread);
  });

  it("keep links on this site", async () => {
    const { user } = await signedUpUser();
    const db = createDb(env.DB);
    await notifyUser(db, user.id, { kind: "site_ready", title: "Outside", link: "https://evil.example/" });
    await notifyUser(db, user.id, { kind: "site_ready", title: "Protocol-relative", link: "//evil.example/" });
    const { items } = await listNotifications(db, user.id);
    expect(items.filter((item) => item.title !== "Email confirmed").every((item) => item.link === null)).toBe(true);
  });

  it("need a signed-in user, and validate ids", async () => {
    await expectError(await call("/notifications"), 403, "ForbiddenError", "Forbidden");
    const { jwt } = await signedUpUser();
    const bad = await call("/notifications/read", { jwt, json: { ids: ["x"] } });
    expect(bad.status).toBe(400);
  });
});
