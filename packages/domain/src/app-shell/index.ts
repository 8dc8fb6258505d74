export * from './page-headings.ts';
export * from './text.ts';
