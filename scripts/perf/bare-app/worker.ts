import { createRequestHandler } from "react-router";

// React Router's request handler and nothing else: the bare app whose startup the bench compares ours with.
const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch: (request) => handleRequest(request),
} satisfies ExportedHandler;
