import type { Page } from 'playwright-core';

/** A real JPEG of the given size, drawn by the browser itself. */
export async function jpegOf(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#345';
      context.fillRect(0, 0, w, h);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/**
 * Picks files in the photo upload's 'Choose photos' (the equipment form's single upload: 'Choose photo'), as a
 * person does through the file dialog.
 */
export async function choosePhotos(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  button: 'Choose photos' | 'Choose photo' = 'Choose photos',
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}
