import { PHOTO_UPLOAD_TEXT } from '@liftwise/domain';
/** The words shown under a photo whose upload failed: the server's `{ message }` when it sent one. */
export function uploadErrorMessage(status: number, body: string): string {
  if (status === 0) return PHOTO_UPLOAD_TEXT.unreachable;
  const message = messageFromBody(body);
  if (message) return message;
  if (status === 413) return PHOTO_UPLOAD_TEXT.tooLarge;
  if (status === 401 || status === 403) return PHOTO_UPLOAD_TEXT.signInAgain;
  return PHOTO_UPLOAD_TEXT.failed(status);
}

function messageFromBody(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status decides the words.
  }
  return undefined;
}
