/** Devices with notifications on that one athlete keeps: a phone, a tablet, a few browsers, with room to spare. */
export const MAX_PUSH_DEVICES = 10;
/**
 * The longest endpoint URL taken: the push services' own are a few hundred characters (FCM, Mozilla, Apple,
 * Windows), so this only refuses a text that is no endpoint.
 */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
/** The device's name in the list, made by the browser from its user agent ('Chrome on Android'). */
export const MAX_PUSH_DEVICE_LABEL_LENGTH = 80;
/**
 * A notification's payload before encryption, in UTF-8 bytes: a push service has to take only 4 KB of encrypted
 * record, and the encryption's header and padding delimiter take their share of it.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3000;
/** Test notifications one athlete may ask for per rate-limit window (10 s): enough to check a device or two. */
export const PUSH_TEST_RATE_LIMIT = 3;
