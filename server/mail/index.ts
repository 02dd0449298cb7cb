export { confirmationEmail, leadDigestEmail, leadEmail, type LeadForEmail, passwordResetEmail, replyConfirmationEmail, replyEmail } from "./emails";
export { listOutbox } from "./outbox";
export { sendInBackground, sendMail } from "./transport";
