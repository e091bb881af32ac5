/**
 * Imported first: gives Keystatic's style sheets (Emotion, in @keystar/ui) the page's nonce
 * before any module inserts one, and sets zod to run without `new Function` (the editor's policy
 * forbids eval; zod would probe it and report a violation).
 */
import { cache } from "@keystar/ui/style";
import { config } from "zod";

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) cache.sheet.nonce = nonce;
config({ jitless: true });
