export { confirmationEmail, leadDigestEmail, leadEmail, type LeadForEmail, passwordResetEmail, replyEmail } from "./emails";
export { listOutbox } from "./outbox";
export { sendInBackground, sendMail } from "./transport";
