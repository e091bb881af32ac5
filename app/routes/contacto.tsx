import { useTranslation } from "react-i18next";
import { salesChannels } from "virtual:site-config";
import { ChatSection } from "../widgets/chat-widget/ChatSection.tsx";
import { ContactForm } from "../widgets/contact-form/ContactForm.tsx";
import { ContactReassurance } from "../components/sections/ContactReassurance.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { Testimonials } from "../widgets/testimonials/Testimonials.tsx";

export const meta = () => pageMeta("contact");

export default function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHeader page="contact" showContactButton={false} />
      {/* Spec: the contact page has the chat widget, as the tracking pages do. */}
      <ChatSection>
        <div className="mx-auto grid max-w-(--container-content) items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:gap-12 lg:px-8">
          <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-10">
            <ContactForm />
          </div>
          <ContactReassurance channels={salesChannels} />
        </div>
      </ChatSection>
      <Testimonials variant="contact" exclude={t("reassurance.testimonial")} />
    </>
  );
}
