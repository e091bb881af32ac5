import { defineWidget } from "../widget.ts";

/**
 * The chat widget of the tracking pages and the contact page (Intercom-compatible): its root is the
 * tracking frame or the contact form's section, and it runs while that is shown. It has no markup
 * of its own: the provider's script draws it.
 */
export const chatWidget = defineWidget("chat-widget", []);
