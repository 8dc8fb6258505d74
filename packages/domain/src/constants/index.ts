export * from './limits.ts';
export * from './product.ts';
export * from './routes.ts';
