import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error.ts';

describe('uploadErrorMessage', () => {
  it("shows the server's message", () => {
    expect(uploadErrorMessage(409, JSON.stringify({ message: 'You can keep at most 50 photos.' }))).toBe(
      'You can keep at most 50 photos.',
    );
  });

  it('falls back to words for the status when the body has no message', () => {
    expect(uploadErrorMessage(413, '<html>Too large</html>')).toBe('This photo is too large to upload.');
    expect(uploadErrorMessage(401, '')).toBe('Please sign in again to upload photos.');
    expect(uploadErrorMessage(500, '{"message":"  "}')).toBe('The upload failed (HTTP 500). Try again.');
  });

  it('names a lost connection (status 0)', () => {
    expect(uploadErrorMessage(0, '')).toBe(
      'The upload did not reach the server. Check your connection and try again.',
    );
  });
});
