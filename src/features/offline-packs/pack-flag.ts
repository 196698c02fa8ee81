/** A localStorage key set while any pack is saved: the app resumes and refreshes packs at start without opening IndexedDB on other devices. */
export const PACKS_FLAG = 'packs';
