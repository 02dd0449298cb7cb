import { STORAGE_KEYS } from "@core/constants";

/** Forgets this browser's copies of who was signed in and of their chat, so the next person here never sees them. */
export function forgetSignedInUser(storage: Storage = window.localStorage): void {
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.chatData);
}
