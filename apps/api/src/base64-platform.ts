/**
 * The Worker's js-base64 (wrangler.jsonc's `alias`): the two functions libSQL's HTTP client calls (blobs in Hrana's
 * JSON), on the platform's own atob and btoa. js-base64 carries polyfills and string helpers for runtimes without
 * them: 3.8 KB of the Worker for what workerd has built in. Node keeps js-base64 itself.
 */
export const Base64 = {
  fromUint8Array(bytes: Uint8Array): string {
    let binary = '';
    // In slices: one String.fromCharCode call takes only so many arguments.
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  },
  toUint8Array(text: string): Uint8Array {
    // As js-base64: URL-safe letters taken, anything else outside the alphabet dropped; atob needs no padding.
    const standard = text.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/')).replace(/[^A-Za-z0-9+/]/g, '');
    return Uint8Array.from(atob(standard), (c) => c.charCodeAt(0));
  },
};
