export { sendLeadDigests, setLeadEmails } from "./lead-emails";
export { inboxOf, inboxQueries, type InboxView, listSiteMessages, MESSAGE_FOLDERS, type MessageFolder, purgeDeletedMessages, receiveSiteMessage, siteMessagesCsv, type SiteMessageView, updateSiteMessage } from "./visitor-messages";
export { signFormTime } from "./form-time";
export { confirmReplyAddress, describeReplyConfirmation, type ReplyConfirmation, replyToSiteMessage } from "./replies";
