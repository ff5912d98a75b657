// The built command's entry. React and its libraries pick their production builds from
// NODE_ENV when first loaded, so it is set here, before anything imports them.
process.env.NODE_ENV ??= 'production';
await import('./cli.ts');

export {};
