import type { ReactNode } from "react";
import { ChatSection } from "../../widgets/chat-widget/ChatSection.tsx";
import { PageHeader } from "../sections/PageHeader.tsx";

/** The tracking pages' frame: the header, and the chat widget while the frame is shown. */
export function TrackingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader page="tracking" showContactButton={false} />
      <ChatSection>
        <div className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">{children}</div>
      </ChatSection>
    </>
  );
}
