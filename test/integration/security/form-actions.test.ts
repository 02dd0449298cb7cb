import { describe, expect, it } from "vitest";
import { call } from "../accounts/helpers";
import { form, page, signedInOnScreen, signedInWithProject } from "./helpers";

// docs/security.md, "Screens and headers": a body a form action cannot read is a 400 page, an unknown id a 404 page.
const FORM_ACTIONS = ["/login", "/signup", "/forgot-password", "/reset-password", "/email-confirmation", "/auth/google/callback", "/u/notifications/read", "/u/dashboard"];

const BAD_BODIES: { label: string; body?: BodyInit; type?: string }[] = [
  { label: "no body" },
  { label: "JSON", body: JSON.stringify({ identifier: "a@b.c", password: "x" }), type: "application/json" },
  { label: "broken multipart", body: "--x\r\nnope", type: "multipart/form-data; boundary=y" },
  { label: "text", body: "hello", type: "text/plain" },
];

describe("form actions given a body they cannot read", () => {
  it("answer 400, signed out and signed in", async () => {
    const { cookie } = await signedInOnScreen();
    for (const path of FORM_ACTIONS) {
      for (const { label, body, type } of BAD_BODIES) {
        for (const session of [undefined, cookie]) {
          const headers: Record<string, string> = { ...(type ? { "content-type": type } : {}), ...(session ? { cookie: session } : {}) };
          const response = await call(page(path), { method: "POST", ...(body === undefined ? {} : { rawBody: body }), headers });
          expect(response.status, `${path} ${label} ${session ? "signed in" : "signed out"}`).toBeLessThan(500);
          if (response.status === 200) expect.fail(`${path} ${label}: 200`);
        }
      }
    }
  });
});

describe("project ids that are not the signed-in person's project", () => {
  it("are the 404 page on the editor and its preview, and a 400 or 404 answer on the dashboard's actions", async () => {
    const owner = await signedInWithProject();
    const stranger = await signedInOnScreen();
    const ids = ["999999", "abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%00", String(owner.projectId)];
    for (const id of ids) {
      for (const suffix of ["", "/render"]) {
        const view = await call(page(`/u/projects/${id}${suffix}`), { headers: { cookie: stranger.cookie } });
        expect(view.status, `GET /u/projects/${id}${suffix}`).toBe(404);
      }
      const edit = await call(page(`/u/projects/${id}`), { method: "POST", json: { intent: "publish" }, headers: { cookie: stranger.cookie } });
      expect(edit.status, `POST /u/projects/${id}`).toBe(404);
      for (const intent of ["delete", "publish", "rename"]) {
        const card = await call(page("/u/dashboard"), { method: "POST", ...form({ intent, projectId: decodeURIComponent(id), name: "x" }), headers: { ...form({}).headers, cookie: stranger.cookie } });
        // A projectId that cannot be an id is a 400 (the form is malformed), any other is the 404 answer.
        expect([400, 404], `dashboard ${intent} ${id}`).toContain(card.status);
      }
    }
    // The owner's own project is still theirs.
    expect((await call(page(`/u/projects/${owner.projectId}`), { headers: { cookie: owner.cookie } })).status).toBe(200);
  });
});
