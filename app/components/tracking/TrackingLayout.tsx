import type { ReactNode } from "react";
import { enhancedBy } from "../../enhancers/enhanced-by.ts";
import { PageHeader } from "../sections/PageHeader.tsx";

/** The tracking pages' frame: the header, and the chat widget while the frame is shown. */
export function TrackingLayout({ children }: { children: ReactNode }) {
  const chatWidget = enhancedBy("chat-widget");
  return (
    <>
      <PageHeader page="tracking" showContactButton={false} />
      <section className="bg-surface" {...chatWidget}>
        <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">{children}</div>
      </section>
    </>
  );
}
