import { ContactForm } from "../widgets/contact-form/ContactForm.tsx";
import { IllustrationImage } from "../components/illustrations/IllustrationImage.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { Testimonials } from "../widgets/testimonials/Testimonials.tsx";

export const meta = () => pageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHeader page="contact" showContactButton={false} />
      <section className="bg-surface">
        <div className="mx-auto grid max-w-(--container-content) gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
          <div className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-10">
            <ContactForm />
          </div>
          <div className="hidden lg:block">
            <div className="sticky top-28 rounded-3xl bg-tint p-8">
              <IllustrationImage name="ecosystem" className="w-full" />
            </div>
          </div>
        </div>
      </section>
      <Testimonials variant="contact" />
    </>
  );
}
