import { defineWidget } from "../widget.ts";

/**
 * The chat widget of the tracking pages (Intercom-compatible): its root is the tracking frame, and
 * it runs while the frame is shown. It has no markup of its own: the provider's script draws it.
 */
export const chatWidget = defineWidget("chat-widget", []);
