import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini sets no locale of its own (classic zod sets English when its first schema is built), so without this
 * every issue would say only 'Invalid input'. The domain's entry imports it for its effect, before any schema is
 * parsed; package.json's `sideEffects` keeps it in a tree-shaken bundle.
 */
config(en());
