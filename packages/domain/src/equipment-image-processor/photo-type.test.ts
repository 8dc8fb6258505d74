import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './photo-type.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('photo type from the bytes', () => {
  it('knows JPEG, PNG and WebP by their magic numbers', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPhotoType(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses text, other RIFF files, truncated signatures and an empty body', () => {
    expect(sniffPhotoType(ascii('hello, I am a .jpg'))).toBeNull();
    expect(sniffPhotoType(ascii('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });
});
