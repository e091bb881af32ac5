import type { ReactNode } from "react";
import { chatWidget } from "./chat-widget.ts";

/**
 * A page section with the chat widget (the tracking and contact pages, spec): the widget boots
 * while the section is in the page and shuts down when it leaves; nothing loads when no chat is
 * configured.
 */
export function ChatSection({ children }: { children: ReactNode }) {
  return (
    <section className="bg-surface" {...chatWidget.root()}>
      {children}
    </section>
  );
}
