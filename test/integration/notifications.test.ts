import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "@server/db/client";
import { listNotifications, markNotificationsRead, notificationListOf, notificationQueries, notifyUser } from "@server/accounts/notifications";
import { serverText } from "@server/platform";
import { APP_LANGUAGES } from "@core/i18n/app-languages";
import { NOTIFICATION_MESSAGES } from "@core/notifications/messages";
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
    expect(body.items[0]?.body).toBe(`${person.email} is confirmed. Welcome to May!`);
  });

  // docs/decisions/0900-may-speaks-the-owners-language.md: the row keeps keys and values, not English.
  it("are stored as message keys with their values, answered in English by the API and shown in every language", async () => {
    const { jwt, user, person } = await signedUpUser();
    const db = createDb(env.DB);
    await notifyUser(db, user.id, { kind: "site_published", ...NOTIFICATION_MESSAGES.sitePublished, values: { name: "Rise & Crumb", address: "https://rise.example/" } });
    await notifyUser(db, user.id, { kind: "message_received", ...NOTIFICATION_MESSAGES.messageReceived, values: { name: "Rise & Crumb", visitor: "Ana", excerpt: "Olá {amigo} <b>#1</b>" } });
    const [rows, unreadRows] = await db.batch(notificationQueries(db, user.id));
    const stored = notificationListOf(rows, unreadRows).items;
    expect(stored.map((item) => item.title)).toEqual([NOTIFICATION_MESSAGES.messageReceived.title, NOTIFICATION_MESSAGES.sitePublished.title, NOTIFICATION_MESSAGES.emailConfirmed.title]);
    expect(stored[2]?.values).toEqual({ address: person.email });

    const api = await (await call("/notifications", { jwt })).json<ListBody>();
    expect(api.items.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: "New message on Rise & Crumb", body: "Ana wrote: Olá {amigo} <b>#1</b>" },
      { title: "Rise & Crumb is live", body: "Your site is published at https://rise.example/" },
      { title: "Email confirmed", body: `${person.email} is confirmed. Welcome to May!` },
    ]);
    expect(api.items.every((item) => !("values" in item))).toBe(true);

    // Every language has words of its own for each and keeps every value (the owner's and the visitor's words) as given.
    for (const language of APP_LANGUAGES) {
      const { t } = await serverText(language, ["dashboard"]);
      for (const item of stored) {
        const title = t(item.title as never, item.values!);
        const body = t(item.body as never, item.values!);
        expect(title).not.toMatch(/^dashboard\./);
        for (const value of Object.values(item.values!)) expect(`${title} ${body}`).toContain(String(value));
      }
    }
    expect((await serverText("pt", ["dashboard"])).t("dashboard.notification.sitePublished.title", { name: "Rise & Crumb" })).toBe("Rise & Crumb está online");
  });

  it("show an older row's English as it was written", async () => {
    const { user } = await signedUpUser();
    const db = createDb(env.DB);
    await notifyUser(db, user.id, { kind: "site_ready", title: "Old Bakery is ready", body: "Your website has been written." });
    const [rows, unreadRows] = await db.batch(notificationQueries(db, user.id));
    expect(notificationListOf(rows, unreadRows).items[0]).toMatchObject({ title: "Old Bakery is ready", body: "Your website has been written.", values: null });
    expect((await listNotifications(db, user.id)).items[0]).toMatchObject({ title: "Old Bakery is ready", body: "Your website has been written." });
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
