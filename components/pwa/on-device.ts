/**
 * The two parts of the installable app that start after hydration on every signed-in page, in one chunk:
 * the write queue needs the device's store, so two imports would send device-data's code (and the
 * persister's) twice.
 */
export { keepBoardOnDevice } from "./device-data";
export { startWriteQueue } from "./offline-queue";
