import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = () => [{ title: "Chat · May" }];

export default function ChatScreen() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-semibold tracking-tight">Chat</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">Here May will ask what you want to build, where, what your project is called and which template you like, then prepare your website.</p>
    </main>
  );
}
