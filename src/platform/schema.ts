/** Every module's tables, for the database client and the migrations. */
export * from '../modules/catalog/schema.ts';
export * from '../modules/cart/schema.ts';
export * from '../modules/content/schema.ts';
