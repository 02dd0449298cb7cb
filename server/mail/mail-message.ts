// The shapes every transport shares, apart from the file that picks one (so no transport imports its chooser).
/** One email: a plain-text part and an HTML part, to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go instead of the sender (a lead email replies to the visitor). */
  replyTo?: string;
}

/** Something that delivers mail; it throws when delivery failed. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}
