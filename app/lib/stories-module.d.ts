// Types of `virtual:stories`, served by tooling/stories-plugin.ts (mapped in tsconfig paths).
import type { Story } from "../../domain/stories.ts";

/** The market's customer stories, the latest first. */
export declare const stories: readonly Story[];
