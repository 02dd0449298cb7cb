/** Our own texts for projects, generation and publishing. */
export const PROJECT_MESSAGES = {
  notFound: "Not Found",
  conversationIncomplete: "Answer the questions in the chat first: what you want to build, where, its name and a template.",
  notGenerated: "This site has not been generated yet.",
  generationTimedOut: "Generation took too long and was stopped. Please try again.",
  generationFailed: "Something went wrong while writing your site. Please try again.",
  /** A generation that succeeded with the built-in writer because the AI provider refused the key (docs/decisions/). */
  writtenOffline: "Written offline because the AI provider refused the key.",
  alreadyGenerating: "This site is being generated right now.",
  unknownSection: "That section is not on this site.",
  /** Sections the owner fills in (menu, team, plans…: docs/decisions/0810-editor-v2-pages-and-structure.md) have no writer. */
  notRewritable: "May does not rewrite this section: what it says is yours to fill in.",
  siteNotFound: "This site is not published.",
  messageThanks: "Thank you! Your message has been sent.",
  messageNotFound: "That message is not in this project.",
  /** The chat's words when a call failed without an answer of ours (network, timeout, a garbled reply). */
  unreachable: "We couldn't reach May. Check your connection and try again.",
} as const;

/** The generation stages in order, with what the chat says while each runs. */
export const STAGE_LABELS = {
  outline: "Planning the pages",
  copy: "Writing the copy",
  images: "Choosing the images",
  layout: "Laying out the design",
  ready: "Ready",
} as const;
