/**
 * The spec's failure toasts (§8) of every area, behind one name: the catalogue holds every area's messages, which no
 * page needs to paint, so the app loads this module on its own (./failure-toast.ts), after the first paint.
 */
export { failureToast } from '@liftwise/domain';
