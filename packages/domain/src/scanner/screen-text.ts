import { PRODUCT_NAME } from '../constants/product.ts';
import { imageCountLine, SCANNER_TEXT } from './scanner.ts';

/** The image processor (spec §2). */
export const SCANNER_SCREEN_TEXT = {
  imageProcessor: {
    title: SCANNER_TEXT.title,
    signedOut: SCANNER_TEXT.signedOut,
    processButton: SCANNER_TEXT.processButton,
    /** 'n equipment image(s) uploaded' or 'No equipment images uploaded yet. Use the {product} app …' */
    countLine: (count: number, product: string = PRODUCT_NAME) => imageCountLine(count, product),
  },
} as const;
