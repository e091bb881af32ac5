import { useTranslation } from "react-i18next";
import { salesChannels } from "virtual:site-config";
import { ChatSection } from "../widgets/chat-widget/ChatSection.tsx";
import { ContactForm } from "../widgets/contact-form/ContactForm.tsx";
import { ContactReassurance } from "../components/sections/ContactReassurance.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import { Testimonials } from "../widgets/testimonials/Testimonials.tsx";
import type { Route } from "./+types/contacto";

/** The form as it was posted without JavaScript, when this page answers that post. */
export function loader({ context }: Route.LoaderArgs) {
  return { submission: pageRequestOf(context)?.contactSubmission ?? null };
}

export const meta = () => pageMeta("contact");

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHeader page="contact" showContactButton={false} />
      {/* Spec: the contact page has the chat widget, as the tracking pages do. */}
      <ChatSection>
        <div className="mx-auto grid max-w-(--container-content) items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:gap-12 lg:px-8">
          <div className="rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10">
            <ContactForm submission={loaderData.submission} />
          </div>
          <ContactReassurance channels={salesChannels} />
        </div>
      </ChatSection>
      <Testimonials variant="contact" exclude={t("reassurance.testimonial")} />
    </>
  );
}
