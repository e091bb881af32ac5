import type { ReactNode } from "react";
import { chatWidget } from "../../widgets/chat-widget/chat-widget.ts";
import { PageHeader } from "../sections/PageHeader.tsx";

/** The tracking pages' frame: the header, and the chat widget while the frame is shown. */
export function TrackingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader page="tracking" showContactButton={false} />
      <section className="bg-surface" {...chatWidget.root()}>
        <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">{children}</div>
      </section>
    </>
  );
}
