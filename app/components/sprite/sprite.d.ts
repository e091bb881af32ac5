// Types of `virtual:sprite`, served by tooling/sprite-plugin.ts (mapped in tsconfig paths).

/** The address of the sprite file (/assets/sprite-HASH.svg), its symbols in symbols.tsx. */
export declare const spriteUrl: string;
