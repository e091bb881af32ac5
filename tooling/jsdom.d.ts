// jsdom ships no types (and @types/jsdom is not installed): the one use outside tests, a window
// for DOMPurify on the server (tooling/svg-sanitiser.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
